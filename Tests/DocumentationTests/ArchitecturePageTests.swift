import Foundation
import Testing

/// `docs/architecture.md` answers "where does X live" with one file or folder each: every path
/// it names must exist, so the page can't drift from the tree unnoticed.
@Suite struct ArchitecturePageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The paths the page names in backticks, up to the first `<placeholder>`.
  static func namedPaths() throws -> [String] {
    let page = try String(
      contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    return page.components(separatedBy: "`").enumerated().compactMap { index, piece in
      guard index % 2 == 1,
        piece.hasPrefix("Sources/") || piece.hasPrefix("Tests/")
          || piece.hasPrefix("Phrases/")
      else { return nil }
      let fixed = piece.components(separatedBy: "<").first ?? piece
      return fixed.hasSuffix("/") || !fixed.contains("<") ? fixed : nil
    }
  }

  @Test func everyPathThePageNamesExists() throws {
    let paths = try Self.namedPaths()
    #expect(paths.count >= 20)
    for path in paths {
      let full = Self.root.appendingPathComponent(path).path
      // A path cut at a placeholder ("Sources/<App>/…", "Lexicon+<Language>.swift") names the
      // folder or the start of a file name it stands in.
      let exists =
        FileManager.default.fileExists(atPath: full)
        || ((try? FileManager.default.contentsOfDirectory(
          atPath: URL(fileURLWithPath: full).deletingLastPathComponent().path)) ?? [])
          .contains { $0.hasPrefix(URL(fileURLWithPath: full).lastPathComponent) }
      #expect(exists, "docs/architecture.md names \(path), which is not in the tree")
    }
  }
}

import Foundation
import Testing

/// Only the runtime reads the matcher (issue 41): a file anywhere else that imports
/// PhraseMatching fails here, naming itself, unless docs/architecture.md lists it as an
/// exception (none is left).
@Suite struct MatcherImportTests {
  /// Where `import PhraseMatching` belongs: the runtime and the matcher's own tests (`match`'s
  /// report may, but reads the runtime's names instead).
  static let allowed = [
    "Sources/PhraseMatching/", "Sources/ConversationRuntime/",
    "Tests/PhraseMatchingTests/",
  ]

  /// The exceptions the architecture page names and explains, each still needed: none since
  /// the corpus, the bench, the fuzzers and the runtime's tests read the runtime's values
  /// (`RankedPhrase`, `PhraseBook`). A new one is listed here and explained on the page.
  static let exceptions: [String] = []

  /// Every Swift file under Sources/, Tests/ and Examples/ whose lines import the matcher,
  /// relative to the package root.
  static func importers() throws -> [String] {
    let root = ArchitecturePageTests.root
    var found: [String] = []
    for folder in ["Sources", "Tests", "Examples"] {
      let top = root.appendingPathComponent(folder)
      guard
        let walk = FileManager.default.enumerator(
          at: top, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)
      else { continue }
      for case let url as URL in walk where url.pathExtension == "swift" {
        let text = try String(contentsOf: url, encoding: .utf8)
        let imports = text.split(separator: "\n").contains { line in
          // `@testable import`, `@_spi(…) import` and `import struct PhraseMatching.X` too.
          let words = line.split(separator: " ").drop { $0.hasPrefix("@") }
          return words.first == "import"
            && words.dropFirst().contains {
              $0 == "PhraseMatching" || $0.hasPrefix("PhraseMatching.")
            }
        }
        if imports { found.append(String(url.path.dropFirst(root.path.count + 1))) }
      }
    }
    return found.sorted()
  }

  @Test func onlyTheRuntimeImportsTheMatcher() throws {
    let importers = try Self.importers()
    #expect(importers.contains { $0.hasPrefix("Sources/ConversationRuntime/") })
    for file in importers {
      let fits = (Self.allowed + Self.exceptions).contains { file.hasPrefix($0) }
      #expect(
        fits,
        "\(file) imports PhraseMatching: read the runtime's values instead (Interpretation, Explanation), or list it with a reason in docs/architecture.md and MatcherImportTests"
      )
    }
  }

  @Test func everyExceptionIsStillNeededAndExplained() throws {
    let importers = try Self.importers()
    let page = try String(
      contentsOf: ArchitecturePageTests.root.appendingPathComponent("docs/architecture.md"),
      encoding: .utf8)
    for exception in Self.exceptions {
      #expect(
        importers.contains { $0.hasPrefix(exception) },
        "\(exception) no longer imports PhraseMatching: drop it from MatcherImportTests.exceptions and docs/architecture.md"
      )
      let name =
        exception.hasSuffix(".swift") ? (exception as NSString).lastPathComponent : exception
      #expect(page.contains("`\(name)`"), "docs/architecture.md does not explain \(exception)")
    }
  }
}

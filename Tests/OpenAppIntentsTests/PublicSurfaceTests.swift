import Foundation
import SiriSimApp
import Testing

/// OpenAppIntents' public surface is Apple's App Intents API: what only SiriSim needs is
/// `@_spi(SiriSim)` or `package`. These tests read the module's source, so a new public
/// top-level name fails here until it is either listed in `Fixtures/PublicNames.txt` (Apple's
/// names) or hidden.
@Suite struct PublicSurfaceTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A top-level `public` declaration, after any attributes on the same line.
  private static var declaration: Regex<(Substring, Substring)> {
    /^(?:@\w+(?:\([^)]*\))?\s+)*public\s+(?:(?:indirect|final|open)\s+)*(?:struct|enum|class|protocol|func|typealias|actor|var|let)\s+(\w+)/
  }

  /// The names declared `public` at the top level of `Sources/OpenAppIntents` and not marked
  /// `@_spi` on the same line or the line before.
  private static func publicNames() throws -> Set<String> {
    let sources = root.appendingPathComponent("Sources/OpenAppIntents")
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var names: Set<String> = []
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      var previous = ""
      for line in try String(contentsOf: file, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false)
      {
        if let match = line.prefixMatch(of: declaration), !line.contains("@_spi("),
          !previous.hasPrefix("@_spi(")
        {
          names.insert(String(match.1))
        }
        if !line.allSatisfy(\.isWhitespace) {
          previous = line.trimmingCharacters(in: .whitespaces)
        }
      }
    }
    return names
  }

  /// The names `Fixtures/PublicNames.txt` lists, without its comment lines.
  private static func listedNames() throws -> Set<String> {
    let list = root.appendingPathComponent("Tests/OpenAppIntentsTests/Fixtures/PublicNames.txt")
    return Set(
      try String(contentsOf: list, encoding: .utf8).split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") })
  }

  @Test func everyPublicNameIsListed() throws {
    let unlisted = try Self.publicNames().subtracting(Self.listedNames()).sorted()
    #expect(
      unlisted.isEmpty,
      """
      OpenAppIntents declares public names that are not Apple's API: \
      \(unlisted.joined(separator: ", ")). Mark what only SiriSim needs `@_spi(SiriSim) public` \
      (or `package`); list a name of Apple's in Tests/OpenAppIntentsTests/Fixtures/PublicNames.txt.
      """)
  }

  @Test func everyListedNameIsStillPublic() throws {
    let vanished = try Self.listedNames().subtracting(Self.publicNames()).sorted()
    #expect(
      vanished.isEmpty,
      """
      Tests/OpenAppIntentsTests/Fixtures/PublicNames.txt lists names OpenAppIntents no longer \
      declares public: \(vanished.joined(separator: ", ")). Remove them from the list (and \
      check Tests/AppleSamples/check.sh: Apple's samples may use them).
      """)
  }

  @Test func theScanSeesSPIAndPublicDeclarations() throws {
    let names = try Self.publicNames()
    #expect(names.contains("AppIntent"))
    #expect(names.contains("IntentParameter"))  // after `@propertyWrapper` on the line before
    #expect(!names.contains("SimulatedApp"))
    #expect(!names.contains("AppManifest"))
    #expect(!names.contains("SnippetNode"))
  }
}

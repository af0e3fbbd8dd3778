import ConversationSession
import Foundation
import SiriTerminal
import Testing

/// The README's key reference keeps up with the key map.
struct ReadmeKeyReferenceTests {
  /// Commands added before the README (edited separately) lists them.
  static let awaitingReadme: Set<String> = []

  @Test func readmeNamesEveryKeyOfTheKeyMap() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let start = try #require(text.range(of: "## Terminal UI\n"))
    let rest = text[start.upperBound...]
    let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    for (title, entries) in KeyMap.standard.helpSections {
      for entry in entries {
        #expect(section.contains("`\(entry.keys)`"), "README lacks \(entry.keys) (\(title))")
      }
    }
    for command in SessionCommand.summaries {
      let name = command.command.split(separator: " ").first.map(String.init) ?? command.command
      guard !Self.awaitingReadme.contains(name) else {
        // Fails once the README names it: then drop it from `awaitingReadme`.
        withKnownIssue("the README does not list \(name) yet") {
          #expect(section.contains("`\(name)"), "README lacks \(name)")
        }
        continue
      }
      #expect(section.contains("`\(name)"), "README lacks \(name)")
    }
  }
}

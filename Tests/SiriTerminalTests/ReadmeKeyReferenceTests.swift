import ConversationSession
import Foundation
import SiriTerminal
import Testing

/// The key reference (docs/conversation.md, "Terminal UI") keeps up with the key map.
struct ReadmeKeyReferenceTests {
  /// Commands added before the docs (edited separately) list them.
  static let awaitingReadme: Set<String> = []

  @Test func theDocsNameEveryKeyOfTheKeyMap() throws {
    let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/conversation.md")
    let text = try String(contentsOf: page, encoding: .utf8)
    let start = try #require(text.range(of: "## Terminal UI\n"))
    let rest = text[start.upperBound...]
    let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    for (title, entries) in KeyMap.standard.helpSections {
      for entry in entries {
        #expect(
          section.contains("`\(entry.keys)`"), "docs/conversation.md lacks \(entry.keys) (\(title))"
        )
      }
    }
    for command in SessionCommand.summaries {
      let name = command.command.split(separator: " ").first.map(String.init) ?? command.command
      guard !Self.awaitingReadme.contains(name) else {
        // Fails once the page names it: then drop it from `awaitingReadme`.
        withKnownIssue("docs/conversation.md does not list \(name) yet") {
          #expect(section.contains("`\(name)"), "docs/conversation.md lacks \(name)")
        }
        continue
      }
      #expect(section.contains("`\(name)"), "docs/conversation.md lacks \(name)")
    }
  }
}

import Foundation
import Testing

/// The runtime's DocC landing page files every public declaration under a topic, as GRDB's and
/// swift-argument-parser's do: a public type or `ConversationRuntime` member missing from it, or
/// a link to one that is gone, fails here. The sources are read as text (no symbol graph), so
/// this runs in milliseconds.
@Suite struct DocumentationTopicsTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let sources = root.appendingPathComponent("Sources/ConversationRuntime")
  static let landingPage = sources.appendingPathComponent(
    "ConversationRuntime.docc/ConversationRuntime.md")

  @Test func landingPageFilesEveryPublicType() throws {
    let declared = try Self.publicDeclarations()
    let links = try Self.links()
    // The class shares the module's name, so its link names both.
    let missing = declared.types.filter {
      !links.contains($0) && !links.contains("ConversationRuntime/\($0)")
    }.sorted()
    #expect(missing.isEmpty, "Public types filed under no topic: \(missing)")
  }

  @Test func landingPageFilesEveryPublicRuntimeMember() throws {
    let declared = try Self.publicDeclarations()
    let filed = Set(
      try Self.links().compactMap { link -> String? in
        let prefix = "ConversationRuntime/ConversationRuntime/"
        guard link.hasPrefix(prefix) else { return nil }
        return String(link.dropFirst(prefix.count).prefix { $0 != "(" && $0 != "-" })
      })
    let missing = declared.runtimeMembers.subtracting(filed).sorted()
    #expect(missing.isEmpty, "ConversationRuntime members filed under no topic: \(missing)")
  }

  @Test func landingPageLinksOnlyToPublicTypes() throws {
    let declared = try Self.publicDeclarations()
    let stale = try Self.links().filter { !$0.contains("/") }.filter {
      !declared.types.contains($0)
    }
    #expect(stale.isEmpty, "Topics that name no public type: \(stale)")
  }

  @Test func readsDeclarationsAsTheCompilerWould() {
    let source = """
      public struct Shown {}
      @_spi(SiriSim) public struct Hidden {}
      package struct Internal {}
      extension ConversationRuntime {
        public func ask(_ text: String) {}

        @_spi(SiriSim)
        public func secret() {}
        public var count: Int { 0 }
      }
      """
    let declared = Self.declarations(in: source)
    #expect(declared.types == ["Shown"])
    #expect(declared.runtimeMembers == ["ask", "count"])
  }

  // MARK: Reading

  struct Declarations {
    var types: Set<String> = []
    var runtimeMembers: Set<String> = []
  }

  /// The symbol links (``…``) under the landing page's Topics.
  static func links() throws -> Set<String> {
    let text = try String(contentsOf: landingPage, encoding: .utf8)
    let page = text.components(separatedBy: "## Topics").dropFirst().joined()
    var links: Set<String> = []
    for part in page.components(separatedBy: "``").enumerated() where part.offset % 2 == 1 {
      links.insert(part.element)
    }
    return links
  }

  static func publicDeclarations() throws -> Declarations {
    var result = Declarations()
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let found = declarations(in: try String(contentsOf: file, encoding: .utf8))
      result.types.formUnion(found.types)
      result.runtimeMembers.formUnion(found.runtimeMembers)
    }
    return result
  }

  static let typeKeywords: Set<String> = [
    "struct", "enum", "class", "actor", "protocol", "typealias",
  ]
  static let memberKeywords: Set<String> = typeKeywords.union(["func", "var", "let", "init"])

  /// Top-level public types, and the public members of `ConversationRuntime` (in its class body
  /// and its extensions), leaving out `@_spi` ones, which DocC leaves out too.
  static func declarations(in source: String) -> Declarations {
    var result = Declarations()
    var inRuntime = false
    var previous = ""
    for line in source.components(separatedBy: "\n") {
      defer { previous = line }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
      if !line.hasPrefix(" ") {
        let words = line.split(separator: " ").map(String.init)
        inRuntime =
          words.contains("ConversationRuntime")
          && (words.contains("extension") || words.contains("class"))
        if !inRuntime, !line.contains("@_spi"), !previous.contains("@_spi"),
          let name = declared(words, keywords: typeKeywords)
        {
          result.types.insert(name)
        }
        if words.contains("class"), inRuntime { result.types.insert("ConversationRuntime") }
        continue
      }
      guard inRuntime, line.hasPrefix("  "), !line.hasPrefix("   "),
        !line.contains("@_spi"), !previous.contains("@_spi")
      else { continue }
      let words = line.split(separator: " ").map(String.init)
      if let name = declared(words, keywords: memberKeywords) { result.runtimeMembers.insert(name) }
    }
    return result
  }

  /// The name a line declares publicly with one of `keywords`, if it does.
  static func declared(_ words: [String], keywords: Set<String>) -> String? {
    guard let access = words.firstIndex(of: "public") else { return nil }
    guard
      let keyword = words[access...].firstIndex(where: {
        keywords.contains($0) || $0.hasPrefix("init(") || $0.hasPrefix("init<")
      })
    else { return nil }
    if words[keyword].hasPrefix("init") { return "init" }
    guard keyword + 1 < words.count else { return nil }
    let name = words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }
}

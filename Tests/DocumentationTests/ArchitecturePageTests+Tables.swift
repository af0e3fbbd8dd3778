import Foundation
import Testing

/// The page's module table is `Package.swift`'s targets, once each, and its "where does X live"
/// answers name every file a change of that kind touches, found by what those files hold.
@Suite struct ArchitectureTableTests {
  static let root = ArchitecturePageTests.root

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The targets `Package.swift` declares outside `Tests/`, the Linux-only modules included.
  static func packageModules() throws -> Set<String> {
    let manifest = try read("Package.swift")
    let declaration = try Regex(#"\.(target|executableTarget|macro)\(\s*name:\s*"([^"]+)""#)
    let matches = manifest.matches(of: declaration)
    var names = Set<String>()
    for (index, match) in matches.enumerated() {
      let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : manifest.endIndex
      guard !manifest[match.range.upperBound..<end].contains("path: \"Tests/"),
        let name = match.output[2].substring
      else { continue }
      names.insert(String(name))
    }
    for list in manifest.matches(of: try Regex(#"for name in \[([^\]]*)\]"#)) {
      for quoted in String(list.output[1].substring ?? "").split(separator: ",") {
        names.insert(quoted.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")))
      }
    }
    return names
  }

  /// The lines of the page's section `title`.
  static func section(_ title: String) throws -> [Substring] {
    let lines = try read("docs/architecture.md").split(separator: "\n")
    guard let start = lines.firstIndex(of: Substring("## \(title)")) else { return [] }
    let rest = lines[(start + 1)...]
    return Array(rest.prefix { !$0.hasPrefix("## ") })
  }

  /// The row of the "where" table whose question starts with `question`.
  static func whereRow(_ question: String) throws -> String {
    try section("Where does X live").first { $0.hasPrefix("| \(question)") }.map(String.init) ?? ""
  }

  /// The files under `folder` whose text contains any of `markers`.
  static func files(under folder: String, containing markers: [String]) throws -> [String] {
    let base = root.appendingPathComponent(folder)
    let found = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String }
    return try (found ?? []).filter { $0.hasSuffix(".swift") }.filter { path in
      let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
      return markers.contains { text.contains($0) }
    }.map { "\(folder)/\($0)" }.sorted()
  }

  @Test func listsEveryModuleOfThePackageOnce() throws {
    let rows = try Self.section("Modules, bottom to top").filter { $0.hasPrefix("| `") }
    let listed = rows.flatMap { row in
      let cell = row.dropFirst(2).prefix { $0 != "|" }
      return cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap {
        index, piece in
        index % 2 == 1 && !piece.contains("/") ? String(piece) : nil
      }
    }
    #expect(listed.count == Set(listed).count, "a module is listed twice: \(listed.sorted())")
    let package = try Self.packageModules()
    #expect(package.count >= 30)
    #expect(Set(listed).subtracting(package).sorted() == [], "listed but not in Package.swift")
    #expect(package.subtracting(listed).sorted() == [], "in Package.swift but not listed")
  }

  @Test func aLocaleIsItsOwnFilesAndTheShippedList() throws {
    let row = try Self.whereRow("a locale")
    for named in [
      "Lexicon+<Language>.swift", "Lexicon+<Language>+Sentences.swift",
      "Lexicon+<Language>+Numbers.swift", "Lexicon.shipped",
      "Sources/PhraseMatching/Lexicons/Lexicon.swift", ".lproj",
    ] {
      #expect(row.contains(named), "the locale answer leaves out \(named)")
    }
    let sentences = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("Sources/PhraseMatching/Lexicons").path
    ).filter { $0.hasPrefix("Lexicon+") && $0.hasSuffix("+Sentences.swift") }
    #expect(sentences.count >= 3)
    // English is the base every lexicon is built on and the default, so it is named widely.
    for file in sentences where file != "Lexicon+English+Sentences.swift" {
      let language = file.dropFirst("Lexicon+".count).dropLast("+Sentences.swift".count)
      let mentions = try Self.files(
        under: "Sources",
        containing: [
          "\(language)Sentences", "Lexicon.\(language.lowercased())",
          "NumberGrammar.\(language.lowercased())",
        ])
      let own = [
        "Sources/PhraseMatching/Lexicons/Lexicon+\(language).swift",
        "Sources/PhraseMatching/Lexicons/Lexicon+\(language)+Sentences.swift",
        "Sources/PhraseMatching/Lexicons/Lexicon+\(language)+Numbers.swift",
        "Sources/PhraseMatching/Lexicons/Lexicon.swift",
      ]
      #expect(
        mentions.filter { !own.contains($0) } == [],
        "\(language) is named outside its own files and Lexicon.shipped")
    }
  }

  @Test func aPaneNamesEveryFileThatKnowsThePanes() throws {
    let row = try Self.whereRow("a pane of the terminal UI")
    let touched = try Self.files(
      under: "Sources/SiriTerminal", containing: ["case .confirmation", "ConfirmationPane"])
    #expect(touched.count >= 5)
    for path in touched {
      let name = URL(fileURLWithPath: path).lastPathComponent
      // A pane's own drawing is named by its pattern.
      let drawing = name.hasPrefix("Render") && name.hasSuffix("Pane.swift")
      #expect(
        row.contains(name) || (drawing && row.contains("Render<Kind>Pane.swift")),
        "the pane answer leaves out \(path)")
    }
  }

  @Test func plainLinesNameEveryFileThatPrintsThem() throws {
    let row = try Self.whereRow("a plain line an event prints")
    let printers = try Self.files(under: "Sources", containing: ["PlainLineRenderer"])
      .filter { !$0.hasPrefix("Sources/TextOutput/") }
    #expect(printers.contains { $0.hasPrefix("Sources/SiriTerminal/") })
    #expect(row.contains("Sources/TextOutput/PlainLineRenderer.swift"))
    for path in printers {
      let name = URL(fileURLWithPath: path).lastPathComponent
      #expect(row.contains(name) || row.contains(path), "the plain-line answer leaves out \(path)")
    }
  }
}

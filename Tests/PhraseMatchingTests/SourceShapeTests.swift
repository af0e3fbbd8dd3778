import Foundation
import Testing

/// The matcher's sources keep the project's shape: no function longer than 80 lines, so each
/// one reads on a screen and says one thing; and every test of this module is in a suite.
@Suite struct SourceShapeTests {
  static let maxFunctionLines = 80

  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/PhraseMatching").standardized

  /// Where each declaration of a function, initializer or subscript in `text` starts (1-based
  /// line) and how many lines it spans, through its closing brace. Braces in strings and
  /// comments on a line are not counted.
  static func functionLengths(in text: String) -> [(line: Int, name: String, lines: Int)] {
    let lines = text.components(separatedBy: "\n")
    let declaration =
      /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|private|fileprivate|internal|static|class|final|override|mutating|nonisolated|convenience|required)\s+)*(func\s+[^\s(<]+|init[?!]?|deinit|subscript)\b/
    var found: [(line: Int, name: String, lines: Int)] = []
    for (start, line) in lines.enumerated() {
      guard let match = line.firstMatch(of: declaration) else { continue }
      var depth = 0
      var opened = false
      for end in start..<lines.count {
        let code = lines[end].components(separatedBy: "//")[0]
          .replacing(/"(?:[^"\\]|\\.)*"/, with: "\"\"")
        for character in code {
          if character == "{" {
            depth += 1
            opened = true
          } else if character == "}" {
            depth -= 1
          }
        }
        if opened, depth <= 0 {
          found.append((start + 1, String(match.1), end - start + 1))
          break
        }
        // A requirement without a body (in a protocol) ends at its line.
        if !opened, end > start, lines[end].trimmingCharacters(in: .whitespaces).isEmpty { break }
      }
    }
    return found
  }

  @Test func noFunctionInPhraseMatchingIsLongerThan80Lines() throws {
    let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 40, "found \(files.count) files in \(Self.sources.path)")
    var long: [String] = []
    for file in files.sorted() {
      let text = try String(
        contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
      for function in Self.functionLengths(in: text) where function.lines > Self.maxFunctionLines {
        long.append("\(file):\(function.line): \(function.name), \(function.lines) lines")
      }
    }
    #expect(long.isEmpty, "over \(Self.maxFunctionLines) lines:\n\(long.joined(separator: "\n"))")
  }

  @Test func measuresAFunctionThroughItsClosingBrace() {
    let body = (1...81).map { "  let x\($0) = \"}\" // }" }.joined(separator: "\n")
    let text = "struct S {\n  func long() {\n\(body)\n  }\n  init() {}\n}\n"
    let lengths = Self.functionLengths(in: text)
    #expect(lengths.map(\.name) == ["func long", "init"])
    #expect(lengths.map(\.lines) == [83, 1])
  }

  @Test func everyTestOfThisModuleIsInASuite() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let files = try FileManager.default.contentsOfDirectory(atPath: tests.path)
      .filter { $0.hasSuffix(".swift") }
    #expect(files.count > 40)
    var free: [String] = []
    for file in files.sorted() {
      let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
      var depth = 0
      for (number, line) in text.components(separatedBy: "\n").enumerated() {
        if depth == 0, line.hasPrefix("@Test") { free.append("\(file):\(number + 1)") }
        let code = line.components(separatedBy: "//")[0].replacing(/"(?:[^"\\]|\\.)*"/, with: "")
        depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
      }
    }
    #expect(free.isEmpty, "tests outside a @Suite: \(free.joined(separator: ", "))")
  }
}

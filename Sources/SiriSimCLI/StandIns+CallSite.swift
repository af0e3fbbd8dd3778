import Foundation

/// How a missing name is used, read from the source at the compiler's error: a type or a
/// protocol, its generic arguments, the labels of the call that uses it.
extension StandIns {
  /// A missing name's kind from the line that uses it.
  static func kind(of name: String, in line: Substring, column: Int, isType: Bool) -> Kind {
    let before = String(line.prefix(max(0, column - 1)))
    if isType {
      let declaration =
        #/(struct|class|enum|actor|extension|protocol)\s+[A-Za-z0-9_.<>]+\s*:[^=({]*$/#
      if before.contains(declaration) || before.hasSuffix("some ") || before.hasSuffix("any ") {
        return .protocolType
      }
      return .type
    }
    if let first = name.first, first.isUppercase { return .type }
    return .value(isCall: isCalled(name, in: line, from: column))
  }

  /// How many generic arguments follow the name at or after `column` in the line (`<A, B>`: 2).
  static func genericArity(of name: String, in line: Substring, from column: Int) -> Int {
    let rest = line.dropFirst(max(0, column - 1))
    guard let range = rest.range(of: name), rest[range.upperBound...].first == "<" else { return 0 }
    var depth = 0
    var commas = 0
    for character in rest[range.upperBound...] {
      switch character {
      case "<", "(", "[": depth += 1
      case ">", ")", "]":
        depth -= 1
        if depth == 0 { return commas + 1 }
      case "," where depth == 1: commas += 1
      default: break
      }
    }
    return 1
  }

  /// Whether the name, at or after `column` in the line, is followed by `(`.
  static func isCalled(_ name: String, in line: Substring, from column: Int) -> Bool {
    let rest = line.dropFirst(max(0, column - 1))
    guard let range = rest.range(of: name) else { return false }
    return rest[range.upperBound...].first == "("
  }

  /// Whether the name at or after `column` is an implicit member (`.daily` where the type is
  /// known from context): a `.` before it with no value before the `.`.
  static func isImplicitMember(_ name: String, in line: Substring, from column: Int) -> Bool {
    let start = line.index(line.startIndex, offsetBy: max(0, column - 1), limitedBy: line.endIndex)
    // The compiler points at the name or at its `.`.
    guard let start, let range = line[start...].range(of: name) else { return false }
    let before = line[..<range.lowerBound]
    guard before.last == "." else { return false }
    let trimmed = before.dropLast().reversed().drop(while: \.isWhitespace)
    guard let previous = trimmed.first else { return true }
    guard isValueEnd(previous) else { return true }
    // `return .daily`, `case .daily`: a keyword before the `.` is not a value.
    let word = String(trimmed.prefix(while: \.isLetter).reversed())
    return ["return", "case", "in", "else", "throw", "try", "await", "where"].contains(word)
  }

  /// Whether a character ends a value, so a `.` after it reads a member of that value.
  static func isValueEnd(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || "_)]?!>\"}".contains(character)
  }

  /// The argument labels of the call `name(…)` at or after the use's column, `_` for an
  /// unlabelled argument; nil when the name is not called there.
  static func argumentLabels(after name: String, in use: Use) -> [String]? {
    let text = Substring(use.text)
    let start =
      text.index(text.startIndex, offsetBy: max(0, use.column - 1), limitedBy: text.endIndex)
      ?? text.startIndex
    guard let range = text[start...].range(of: name), text[range.upperBound...].first == "("
    else { return nil }
    return labels(ofArgumentsAt: text.index(after: range.upperBound), in: text)
  }

  /// The labels of the arguments starting at `start` (just inside the call's `(`), up to its
  /// `)`: each argument's `label:`, or `_`.
  static func labels(ofArgumentsAt start: Substring.Index, in text: Substring) -> [String] {
    var arguments: [Substring] = []
    var depth = 0
    var current = start
    var index = start
    var inString = false
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" { inString.toggle() }
      if !inString {
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) {
          if depth == 0 {
            arguments.append(text[current..<index])
            break
          }
          depth -= 1
        }
        if character == ",", depth == 0 {
          arguments.append(text[current..<index])
          current = text.index(after: index)
        }
      }
      index = text.index(after: index)
    }
    let nonEmpty = arguments.filter { !$0.allSatisfy(\.isWhitespace) }
    return nonEmpty.map { argument in
      let label = #/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:(?!:)/#
      return argument.firstMatch(of: label).map { String($0.output.1) } ?? "_"
    }
  }

  /// The type an initializer call around the use's column calls, and its labels: the innermost
  /// `Type(` before the column whose `(` is still open (`Color(designSystemColor: .x)`).
  static func initializerCall(at use: Use) -> (type: String, labels: [String])? {
    let line = use.line
    let column =
      line.index(line.startIndex, offsetBy: max(0, use.column - 1), limitedBy: line.endIndex)
      ?? line.endIndex
    var depth = 0
    var index = column
    while index > line.startIndex {
      index = line.index(before: index)
      if line[index] == ")" { depth += 1 }
      guard line[index] == "(" else { continue }
      if depth > 0 {
        depth -= 1
        continue
      }
      let callee = line[..<index].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      let name = String(callee.reversed())
      guard let first = name.first, first.isUppercase else { return nil }
      let text = Substring(use.text)
      let open = text.index(
        text.startIndex, offsetBy: line.distance(from: line.startIndex, to: index))
      return (name, labels(ofArgumentsAt: text.index(after: open), in: text))
    }
    return nil
  }
}

import Foundation

/// Reads a header's first line: `# sirisim 1`, then `key: value` settings separated by `·`.
struct TranscriptHeaderParser {
  let path: String
  let line: String

  /// The settings a header may hold.
  static let keys = ["apps", "now", "locale", "mode", "width", "height", "executable"]
  static let magic = "# sirisim "

  /// The header, and the column each setting's value starts at.
  mutating func parse() throws(TranscriptError) -> (TranscriptHeader, [String: Int]) {
    guard line.hasPrefix(Self.magic) else {
      throw failure(column: 1, TranscriptHeader.example)
    }
    let fields = segments()
    guard let version = fields.first, let number = Int(version.text) else {
      throw failure(
        column: fields.first?.column ?? Self.magic.count + 1,
        "“# sirisim” is followed by the format's version, 1.")
    }
    guard number <= TranscriptHeader.currentVersion, number >= 1 else {
      throw failure(
        column: version.column,
        "format \(number) is not one this SiriSim reads (it reads format \(TranscriptHeader.currentVersion)); update SiriSim or re-record the transcript."
      )
    }
    var values: [String: (text: String, column: Int)] = [:]
    for field in fields.dropFirst() {
      guard let colon = field.text.firstIndex(of: ":") else {
        throw failure(
          column: field.column, "“\(field.text)” is not a setting; write “name: value”.")
      }
      let key = field.text[..<colon].trimmingCharacters(in: .whitespaces)
      guard Self.keys.contains(key) else {
        throw failure(
          column: field.column,
          "unknown setting “\(key)”; settings: \(Self.keys.joined(separator: ", ")).")
      }
      guard values[key] == nil else {
        throw failure(column: field.column, "“\(key)” is set twice.")
      }
      let rawValue = field.text[field.text.index(after: colon)...]
      let leading = rawValue.prefix { $0 == " " }.count
      let valueColumn =
        field.column + field.text.distance(from: field.text.startIndex, to: colon)
        + 1 + leading
      values[key] = (rawValue.trimmingCharacters(in: .whitespaces), valueColumn)
    }
    let end = line.count + 1
    guard let apps = values["apps"] else {
      throw failure(column: end, "the header names no apps; add “· apps: ” and the apps’ names.")
    }
    let names = Self.names(in: apps.text, startingAt: apps.column)
    guard !names.contains(where: \.name.isEmpty) else {
      throw failure(column: apps.column, "“apps” wants app names separated by commas.")
    }
    guard let now = values["now"] else {
      throw failure(
        column: end, "the header has no clock time; add “· now: 2026-11-21T12:00:00Z”.")
    }
    guard let date = TranscriptHeader.date(from: now.text) else {
      throw failure(
        column: now.column,
        "“now” wants an ISO 8601 time such as 2026-11-21T12:00:00Z, not “\(now.text)”.")
    }
    var header = TranscriptHeader(apps: names.map(\.name), now: date)
    if let locale = values["locale"] {
      guard !locale.text.isEmpty,
        locale.text.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-" || $0 == "_") })
      else {
        throw failure(
          column: locale.column,
          "“locale” wants a language code such as en, fr or de, not “\(locale.text)”.")
      }
      header.locale = locale.text.lowercased()
    }
    if let mode = values["mode"] {
      switch mode.text {
      case TranscriptHeader.Mode.display: header.voiceOnly = false
      case TranscriptHeader.Mode.voiceOnly: header.voiceOnly = true
      default:
        throw failure(
          column: mode.column, "“mode” is “display” or “voice-only”, not “\(mode.text)”.")
      }
    }
    header.width =
      try wholeNumber(values["width"], named: "width", in: TranscriptHeader.widthRange)
      ?? header.width
    header.height =
      try wholeNumber(values["height"], named: "height", in: TranscriptHeader.heightRange)
      ?? header.height
    if let executable = values["executable"] {
      guard !executable.text.isEmpty,
        executable.text.allSatisfy({
          $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0))
        })
      else {
        throw failure(
          column: executable.column,
          "“executable” wants a command's name such as coffee-siri, not “\(executable.text)”.")
      }
      header.executable = executable.text
    }
    var columns = values.mapValues(\.column)
    for (index, name) in names.enumerated() { columns["apps.\(index)"] = name.column }
    return (header, columns)
  }

  /// The comma-separated names in a value, trimmed, each with the column it starts at.
  static func names(in text: String, startingAt column: Int) -> [(name: String, column: Int)] {
    var names: [(name: String, column: Int)] = []
    var start = column
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let leading = part.prefix { $0 == " " }.count
      names.append((part.trimmingCharacters(in: .whitespaces), start + leading))
      start += part.count + 1
    }
    return names
  }

  private func wholeNumber(
    _ value: (text: String, column: Int)?, named name: String, in range: ClosedRange<Int>
  ) throws(TranscriptError) -> Int? {
    guard let value else { return nil }
    guard let number = Int(value.text), range.contains(number) else {
      throw failure(
        column: value.column,
        "“\(name)” wants a whole number from \(range.lowerBound) to \(range.upperBound), not “\(value.text)”."
      )
    }
    return number
  }

  /// The text after `# sirisim `, split at each `·`, trimmed, with the column it starts at.
  private func segments() -> [(text: String, column: Int)] {
    var result: [(text: String, column: Int)] = []
    var column = Self.magic.count + 1
    var current = ""
    var start = column
    for character in line.dropFirst(Self.magic.count) {
      if character == "·" {
        result.append(Self.trimmed(current, start: start))
        current = ""
        start = column + 1
      } else {
        current.append(character)
      }
      column += 1
    }
    result.append(Self.trimmed(current, start: start))
    return result.filter { !$0.text.isEmpty }
  }

  private static func trimmed(_ text: String, start: Int) -> (text: String, column: Int) {
    let leading = text.prefix { $0 == " " }.count
    return (text.trimmingCharacters(in: .whitespaces), start + leading)
  }

  private func failure(column: Int, _ message: String) -> TranscriptError {
    TranscriptError(path: path, line: 1, column: column, message: message)
  }
}

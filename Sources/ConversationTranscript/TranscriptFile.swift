import Foundation

/// A `.siri` transcript: a header of comment lines, then the conversation as plain mode prints
/// it, `You: …` lines and Siri's side.
///
/// ```
/// # sirisim 1 · apps: Soup Chef · now: 2026-11-21T12:00:00Z · locale: en · mode: display · width: 80 · height: 24
/// You: Order clam chowder from Soup Chef
///   → Soup Chef · Order Soup · soup: “clam chowder”
/// Siri: Which one?
///   1. Manhattan Clam Chowder
///   2. New England Clam Chowder
/// You: 2
///   → New England Clam Chowder
/// …
/// ```
///
/// The `You:` lines are the inputs a replay types; every other body line is what Siri is
/// expected to say, compared literally.
public struct TranscriptFile: Sendable, Equatable {
  /// The file's path as given, for messages.
  public var path: String
  /// The settings and comments.
  public var header: TranscriptHeader
  /// The lines after the header.
  public var body: [String]
  /// Where each setting's value starts on the first line (column from 1), and each app's name
  /// (`apps.0`, `apps.1`, …), for messages about a value that parsed but names nothing known.
  var valueColumns: [String: Int] = [:]

  /// A transcript of a conversation.
  public init(path: String, header: TranscriptHeader, body: [String]) {
    self.path = path
    self.header = header
    self.body = body
  }

  /// What the person typed, in order: the text after each `You: `.
  public var inputs: [String] {
    body.compactMap(Self.input(in:))
  }

  /// The typed text a body line holds, if it is a `You:` line.
  public static func input(in line: String) -> String? {
    if line.hasPrefix(TranscriptRenderer.youPrefix) {
      return String(line.dropFirst(TranscriptRenderer.youPrefix.count))
    }
    return line == "You:" ? "" : nil
  }

  /// The whole file: header and body, each line ended by a line break.
  public var text: String {
    (header.lines + body).map { $0 + "\n" }.joined()
  }

  /// The same transcript with another body, as `replay --update` writes it.
  public func replacingBody(with body: [String]) -> TranscriptFile {
    var file = self
    file.body = body
    return file
  }

  /// An error about a setting's value, pointing at it on the first line.
  public func error(at setting: String, _ message: String) -> TranscriptError {
    TranscriptError(path: path, line: 1, column: valueColumns[setting] ?? 1, message: message)
  }

  /// Reads and parses a file.
  public static func read(path: String) throws(TranscriptError) -> TranscriptFile {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason =
        FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file"
      throw TranscriptError(path: path, message: "\(reason).")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw TranscriptError(path: path, message: "not UTF-8 text, so not a transcript.")
    }
    return try parse(text, path: path)
  }

  /// Parses a transcript's text; `path` names it in errors.
  public static func parse(_ text: String, path: String) throws(TranscriptError)
    -> TranscriptFile
  {
    // Lines end at "\n", with any "\r" before it (or at the very end) dropped: a line that
    // ended in "\r" could not be written back without the "\r" joining the line break.
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in
        var end = line.endIndex
        while end > line.startIndex, line[line.index(before: end)] == "\r" {
          end = line.index(before: end)
        }
        return String(String.UnicodeScalarView(line[..<end]))
      }
    if lines.last == "" { lines.removeLast() }
    guard let first = lines.first else {
      throw TranscriptError(path: path, line: 1, message: "empty file. \(TranscriptHeader.example)")
    }
    var parser = TranscriptHeaderParser(path: path, line: first)
    let (settings, columns) = try parser.parse()
    var comments: [String] = []
    var index = 1
    while index < lines.count, lines[index].hasPrefix("#") {
      let comment = lines[index].dropFirst()
      comments.append(String(comment.first == " " ? comment.dropFirst() : comment))
      index += 1
    }
    var header = settings
    header.comments = comments
    var file = TranscriptFile(path: path, header: header, body: Array(lines[index...]))
    file.valueColumns = columns
    return file
  }
}

extension TranscriptHeader {
  /// What a first line looks like, for messages.
  static let example =
    "A transcript starts with a line such as “# sirisim 1 · apps: Soup Chef · now: 2026-11-21T12:00:00Z · locale: en”."
}

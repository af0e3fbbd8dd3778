import Foundation
import SafeFiles
import TextOutput
import TextSafety

#if canImport(Glibc)
  import Glibc
#endif

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
    if line.hasPrefix(PlainLineRenderer.youPrefix) {
      return String(line.dropFirst(PlainLineRenderer.youPrefix.count))
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

  /// Reads and parses a file: at most ``InputLimits/maxTranscriptFileBytes`` (a larger file is
  /// refused after reading one byte more, never read whole), each line at most
  /// ``InputLimits/maxTranscriptLineBytes``.
  public static func read(path: String) throws(TranscriptError) -> TranscriptFile {
    let bytes = try readCapped(path: path)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw TranscriptError(path: path, message: "not UTF-8 text, so not a transcript.")
    }
    return try parse(text, path: path)
  }

  /// The file's bytes, refused when there are more than the cap.
  static func readCapped(path: String) throws(TranscriptError) -> [UInt8] {
    switch SafeFile.read(path, limit: InputLimits.maxTranscriptFileBytes) {
    case .success(let bytes): return bytes
    case .failure(.missing): throw TranscriptError(path: path, message: "no such file.")
    case .failure(.tooLarge): throw tooLarge(path)
    case .failure(.refused) where PathKind(path: path) == .folder:
      throw TranscriptError(path: path, message: "cannot be read (is a folder).")
    case .failure(.refused):
      let kind = PathKind(path: path).phrase
      throw TranscriptError(path: path, message: "cannot be read (it is \(kind), not a file).")
    case .failure(.unreadable(let reason)):
      throw TranscriptError(path: path, message: "cannot be read (\(reason)).")
    }
  }

  private static func tooLarge(_ path: String) -> TranscriptError {
    TranscriptError(
      path: path,
      message:
        "larger than \(InputLimits.maxTranscriptFileBytes) bytes, the most a transcript may be.")
  }

  /// Parses a transcript's text; `path` names it in errors. A leading byte-order mark is
  /// skipped (and not written back: ``text`` has none); a line over
  /// ``InputLimits/maxTranscriptLineBytes`` is refused at `file:line:column`.
  public static func parse(_ text: String, path: String) throws(TranscriptError)
    -> TranscriptFile
  {
    // Editors on Windows start UTF-8 files with U+FEFF; it is not part of the first line.
    var utf8 = Substring(text).utf8
    if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { utf8 = utf8.dropFirst(3) }
    // Lines end at "\n", with any "\r" before it (or at the very end) dropped: a line that
    // ended in "\r" could not be written back without the "\r" joining the line break.
    // Split on bytes: "\n" and "\r" are never part of a longer UTF-8 sequence.
    var lines: [String] = []
    for (index, line) in utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
      .enumerated()
    {
      guard line.count <= InputLimits.maxTranscriptLineBytes else {
        throw lineTooLong(line, number: index + 1, path: path)
      }
      var end = line.endIndex
      while end > line.startIndex, line[line.index(before: end)] == 0x0D {
        end = line.index(before: end)
      }
      lines.append(String(line[..<end]) ?? String(decoding: line[..<end], as: UTF8.self))
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

extension TranscriptFile {
  /// A line over the cap, pointing at the first character past it.
  static func lineTooLong(_ line: Substring.UTF8View.SubSequence, number: Int, path: String)
    -> TranscriptError
  {
    var cut = line.index(line.startIndex, offsetBy: InputLimits.maxTranscriptLineBytes)
    // Back to the start of the character the cap falls in.
    while cut > line.startIndex, line[cut] & 0xC0 == 0x80 { cut = line.index(before: cut) }
    let column = String(decoding: line[..<cut], as: UTF8.self).count + 1
    return TranscriptError(
      path: path, line: number, column: column,
      message:
        "the line is longer than \(InputLimits.maxTranscriptLineBytes) bytes, the most a transcript line may hold."
    )
  }
}

extension TranscriptHeader {
  /// What a first line looks like, for messages.
  static let example =
    "A transcript starts with a line such as “# sirisim 1 · apps: Coffee Corner · now: 2026-11-21T12:00:00Z · locale: en”."
}

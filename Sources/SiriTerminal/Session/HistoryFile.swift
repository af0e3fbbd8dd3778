import Foundation
import TerminalText

/// Where the input line's history is kept between runs: `$XDG_STATE_HOME/sirisim/history`
/// (`~/.local/state/sirisim/history` without it), one line a line, the newest
/// ``InputHistory/limit`` kept. `SIRISIM_HISTORY` names another file; set empty, no history is
/// kept.
public struct HistoryFile: Sendable, Equatable {
  /// The file.
  public var url: URL

  /// The history file the environment names, or `nil` when none is kept (no home, or
  /// `SIRISIM_HISTORY` empty).
  public init?(environment: [String: String]) {
    if let path = environment["SIRISIM_HISTORY"] {
      guard !path.isEmpty else { return nil }
      url = URL(fileURLWithPath: path)
      return
    }
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      url = URL(fileURLWithPath: state).appendingPathComponent("sirisim/history")
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      url = URL(fileURLWithPath: home).appendingPathComponent(".local/state/sirisim/history")
    } else {
      return nil
    }
  }

  /// A history file at a path.
  public init(url: URL) { self.url = url }

  /// The longest line kept; longer ones (a paste) are not worth browsing back to.
  public static let maxLineLength = 4_096

  /// The lines kept, oldest first: none when the file is missing or unreadable; lines that are
  /// empty, too long or hold control characters are left out.
  public func load() -> [String] {
    guard let data = try? Data(contentsOf: url) else { return [] }
    let text = String(decoding: data, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
      .filter { line in
        line.count <= Self.maxLineLength && InputText.withoutControls(line) == line
          && !line.contains("\u{FFFD}")
      }
    return Array(lines.suffix(InputHistory.limit))
  }

  /// Writes the lines (the newest ``InputHistory/limit``), readable by the owner only; throws
  /// with the file named when it cannot.
  public func save(_ lines: [String]) throws(HistoryFileError) {
    let kept = lines.suffix(InputHistory.limit).filter {
      !$0.contains("\n") && $0.count <= Self.maxLineLength
    }
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      try Data((kept.joined(separator: "\n") + (kept.isEmpty ? "" : "\n")).utf8).write(
        to: url, options: .atomic)
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    } catch {
      throw HistoryFileError(
        "Can't keep the input history in \(url.path): \(error.localizedDescription)")
    }
  }
}

/// The history file could not be written; the message names the file.
public struct HistoryFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public var message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}

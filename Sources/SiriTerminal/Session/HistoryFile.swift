import Foundation
import SafeFiles
import TextSafety

/// Where the input line's history is kept between runs: `$XDG_STATE_HOME/sirisim/history`
/// (`~/.local/state/sirisim/history` without it), one line a line, the newest
/// ``InputHistory/limit`` kept. `SIRISIM_HISTORY` names another file; set empty or to
/// `/dev/null`, no history is kept (as `HISTFILE=/dev/null` does for a shell).
///
/// The file is written with ``SafeFile``: a symlinked history file is followed (the link stays a
/// link), and a path that is not a regular file (a device, a FIFO) is neither read nor replaced.
package struct HistoryFile: Sendable, Equatable {
  /// The file.
  package var url: URL

  /// The history file the environment names, or `nil` when none is kept (no home, or
  /// `SIRISIM_HISTORY` empty or `/dev/null`).
  package init?(environment: [String: String]) {
    if let path = environment["SIRISIM_HISTORY"] {
      guard !SafeFile.isOff(path) else { return nil }
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
  package init(url: URL) { self.url = url }

  /// The longest line kept; longer ones (a paste) are not worth browsing back to.
  package static let maxLineLength = InputLimits.maxHistoryLineCharacters

  /// The lines kept, oldest first: none when the file is missing, unreadable or not a regular
  /// file; lines that are empty, too long or hold control characters are left out.
  package func load() -> [String] {
    // A FIFO would block the start until something writes to it, a device such as /dev/zero
    // would never end: only a regular file (a symlink followed) is history.
    var info = stat()
    guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      let data = try? Data(contentsOf: url)
    else { return [] }
    let text = String(decoding: data, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
      .filter { line in
        line.count <= Self.maxLineLength && InputText.withoutControls(line) == line
          && !line.contains("\u{FFFD}")
      }
    return Array(lines.suffix(InputHistory.limit))
  }

  /// Writes the lines (the newest ``InputHistory/limit``) with ``SafeFile``: a new file (and
  /// its folders) readable by the owner only, an existing one keeps its mode, a symlink is
  /// followed, and a path that is not a regular file is left alone without a word. Throws with
  /// the file named when it cannot be written.
  package func save(_ lines: [String]) throws(HistoryFileError) {
    let kept = lines.suffix(InputHistory.limit).filter {
      !$0.contains("\n") && $0.count <= Self.maxLineLength
    }
    let text = kept.joined(separator: "\n") + (kept.isEmpty ? "" : "\n")
    do throws(SafeFileError) {
      try SafeFile.write(text, to: url.path, mode: 0o600, directoryMode: 0o700)
    } catch {
      throw HistoryFileError("Can't keep the input history in \(url.path): \(error.reason).")
    }
  }
}

/// The history file could not be written; the message names the file.
package struct HistoryFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  package var message: String

  /// Creates an error.
  package init(_ message: String) { self.message = message }

  package var description: String { message }
}

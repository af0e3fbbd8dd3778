import Foundation
import Synchronization

/// Where a line front end reads the person's lines.
public protocol LineInput: Sendable {
  /// The next line without its line break, or `nil` at the end of input.
  func nextLine() async -> String?
}

/// Lines from standard input.
public struct StandardInput: LineInput {
  /// Reads standard input.
  public init() {}

  public func nextLine() async -> String? {
    // readLine repairs invalid UTF-8; control characters (NUL, escapes) are dropped so that
    // stray bytes never reach the terminal or the matcher.
    readLine(strippingNewline: true).map(Self.sanitized)
  }

  /// The line without control characters; tabs become spaces.
  static func sanitized(_ line: String) -> String {
    String(
      String.UnicodeScalarView(
        line.unicodeScalars.compactMap { scalar in
          if scalar == "\t" { return " " }
          return scalar.properties.generalCategory == .control ? nil : scalar
        }))
  }
}

/// Lines given in advance, for tests and scripts.
public final class ScriptedInput: LineInput {
  private let lines: Mutex<[String]>

  /// Input that yields these lines, then ends.
  public init(_ lines: [String]) { self.lines = Mutex(lines) }

  public func nextLine() async -> String? {
    lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
  }

  /// The lines not read yet.
  public var remaining: [String] { lines.withLock { $0 } }
}

/// Where a line front end writes.
public protocol LineOutput: Sendable {
  /// Writes one line.
  func write(_ line: String)
}

/// Lines to standard output, flushed at once so pipes see each turn as it happens.
public struct StandardOutput: LineOutput {
  /// Writes to standard output.
  public init() {}

  public func write(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}

/// Lines kept in memory, for tests.
public final class CapturedOutput: LineOutput {
  private let storage = Mutex<[String]>([])

  /// An empty capture.
  public init() {}

  public func write(_ line: String) {
    storage.withLock { $0.append(line) }
  }

  /// Every line written.
  public var lines: [String] { storage.withLock { $0 } }

  /// Every line written, joined by line breaks.
  public var text: String { lines.joined(separator: "\n") }
}

import Foundation

/// What one run of a built executable printed and how it ended.
public struct CommandRun: Sendable {
  /// Everything written to standard output.
  public var output: String
  /// Everything written to standard error.
  public var errorOutput: String
  /// The exit status, or 128 + the signal's number when a signal ended the process (as a shell
  /// reports it).
  public var status: Int32

  /// Standard error then standard output, as a person at a terminal reads them together.
  public var combined: String { errorOutput + output }
}

import Foundation
import Testing

/// One run of a subcommand and what it must print: a row of a subcommand table, for `sirisim`
/// or an app's own executable built on SiriSimCLI (`coffee-siri`).
public struct SubcommandCase: Sendable, CustomTestStringConvertible {
  /// The subcommand's words, as the executable's `--help` lists it (`shortcuts add`).
  public var subcommand: String
  /// The arguments after the executable's name; `$SANDBOX` stands for the run's temporary
  /// folder, and each placeholder given to ``check(executable:placeholders:sourceLocation:)``
  /// for its value.
  public var arguments: [String]
  /// Standard input.
  public var input: String
  /// Files the run needs, by path inside the sandbox.
  public var files: [String: String]
  /// Commands run first in the same sandbox (a shortcut to rename), their output unchecked.
  public var before: [[String]]
  /// Text the run must print (standard error and output together); empty: nothing at all.
  public var expected: String
  /// The exit status.
  public var status: Int32

  /// A row: the subcommand, how it runs and what it must print.
  public init(
    subcommand: String, arguments: [String], input: String = "", files: [String: String] = [:],
    before: [[String]] = [], expected: String, status: Int32 = 0
  ) {
    self.subcommand = subcommand
    self.arguments = arguments
    self.input = input
    self.files = files
    self.before = before
    self.expected = expected
    self.status = status
  }

  public var testDescription: String { subcommand }

  /// Runs the case with the built `executable` in a new sandbox and checks its output and exit
  /// status.
  public func check(
    executable: String = "sirisim", placeholders: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let built = BuiltExecutable(executable)
    try #require(
      built.isBuilt, "No \(executable) at \(built.url.path): build it with swift build",
      sourceLocation: sourceLocation)
    let sandbox = try CommandSandbox(built)
    for (path, contents) in files { try sandbox.write(contents, to: path) }
    let values = placeholders.merging(["$SANDBOX": sandbox.folder.path]) { given, _ in given }
    let expand = { (text: String) in
      values.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
    }
    for command in before { _ = try sandbox.run(command.map(expand)) }
    let run = try sandbox.run(arguments.map(expand), input: input)
    let expected = expand(expected)
    if expected.isEmpty {
      #expect(run.combined.isEmpty, "expected no output", sourceLocation: sourceLocation)
    } else {
      #expect(
        run.combined.contains(expected), "expected “\(expected)” in:\n\(run.combined)",
        sourceLocation: sourceLocation)
    }
    #expect(run.status == status, "\(run.combined)", sourceLocation: sourceLocation)
  }
}

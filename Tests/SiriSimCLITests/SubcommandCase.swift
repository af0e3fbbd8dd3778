import CLITestSupport
import Foundation
import Testing

/// One run of a `sirisim` subcommand and what it must print: a row of the subcommand tables.
struct SubcommandCase: Sendable, CustomTestStringConvertible {
  /// The subcommand's words, as `sirisim --help` lists it (`shortcuts add`).
  var subcommand: String
  /// The arguments after `sirisim`; `$SANDBOX` stands for the run's temporary folder.
  var arguments: [String]
  /// Standard input.
  var input = ""
  /// Files the run needs, by path inside the sandbox.
  var files: [String: String] = [:]
  /// Commands run first in the same sandbox (a shortcut to rename), their output unchecked.
  var before: [[String]] = []
  /// Text the run must print (standard error and output together); empty: nothing at all.
  var expected: String
  /// The exit status.
  var status: Int32 = 0

  var testDescription: String { "sirisim \(subcommand)" }

  /// Runs the case in a new sandbox and checks its output and exit status.
  func check(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let sandbox = try sirisim()
    for (path, contents) in files { try sandbox.write(contents, to: path) }
    let expand = { (arguments: [String]) in
      arguments.map {
        $0.replacingOccurrences(of: "$SANDBOX", with: sandbox.folder.path)
          .replacingOccurrences(of: "$ROOT", with: repositoryRoot.path)
      }
    }
    for command in before { _ = try sandbox.run(expand(command)) }
    let run = try sandbox.run(expand(arguments), input: input)
    let expected = expected.replacingOccurrences(of: "$SANDBOX", with: sandbox.folder.path)
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

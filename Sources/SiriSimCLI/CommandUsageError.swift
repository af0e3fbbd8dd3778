import ArgumentParser

/// A usage mistake found while a subcommand runs (an unknown intent, parameter or `--where`
/// condition): printed as ArgumentParser prints one found while parsing, with that
/// subcommand's own usage rather than the top-level one, and exit status 2.
struct CommandUsageError: Error {
  /// The subcommand that was running.
  let command: any ParsableCommand.Type
  /// What was wrong, with a "did you mean" when one is close.
  let message: String

  /// The lines for standard error: the message, the subcommand's usage, where its help is.
  var lines: [String] {
    let executable = Registration.current.executable
    let name = command._commandName
    let usage = SiriSim.usageString(for: command)
    return [
      "Error: \(message)", "Usage: \(usage)",
      "  See '\(executable) \(name) --help' for more information.",
    ]
  }
}

import ArgumentParser
import ConversationRuntime
import Foundation
import PlainConversation

/// `sirisim run`: runs one intent with preset values, as Shortcuts runs an action.
struct Run: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run an intent with preset parameter values; Siri asks for what is missing.",
    discussion: """
      Example: sirisim run OrderSoup quantity=7 soup="Tomato Soup". Values are read like \
      answers (numbers, names, "delivery"). Siri's questions are answered on standard input.
      """)

  @Argument(help: "The intent's type name, such as OrderSoup (see `sirisim apps`).")
  var intent: String

  @Argument(help: ArgumentHelp("Parameter values.", valueName: "name=value"))
  var values: [String] = []

  @OptionGroup var selection: AppSelection

  @Flag(help: "Write one JSON event per line and read replies as lines.")
  var json = false

  func validate() throws {
    for value in values where !value.contains("=") || value.hasPrefix("=") {
      throw ValidationError("Expected name=value, found “\(value)”.")
    }
  }

  func run() async throws {
    let runtime = await selection.makeRuntime()
    let parameters = values.map { value -> (String, String) in
      let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
      return (parts[0], parts.count > 1 ? parts[1] : "")
    }
    let input = StandardInput()
    let output = StandardOutput()
    let outcome: ConversationOutcome
    if json {
      outcome = await runtime.run(
        intentNamed: intent, parameters: parameters,
        with: JSONFrontEnd(input: input, output: output))
    } else {
      let echo = isatty(STDIN_FILENO) != 1
      outcome = await runtime.run(
        intentNamed: intent, parameters: parameters,
        with: PlainFrontEnd(input: input, output: output, echoInput: echo))
    }
    if case .failed = outcome { throw ExitCode.failure }
  }
}

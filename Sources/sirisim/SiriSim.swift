import ArgumentParser
import Foundation

/// The `sirisim` command: talk to App Intents in a terminal, as Siri would.
///
/// With no subcommand it runs `sirisim ui`: the curses UI when standard input and output are a
/// terminal, plain lines otherwise (`sirisim converse` is plain mode on purpose).
@main
struct SiriSim: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sirisim",
    abstract: "Talk to App Intents in a terminal, as Siri would.",
    discussion: """
      Type what you would say to Siri, such as "Order clam chowder from Soup Chef". SiriSim finds \
      the App Shortcut, asks for what is missing, and runs the app's intent. With no subcommand, \
      SiriSim opens its terminal UI when standard input and output are a terminal (TERM not \
      dumb), and talks in plain lines otherwise, as `sirisim converse` does.
      """,
    subcommands: [
      UI.self, Converse.self, Run.self, Match.self, Find.self, Phrases.self, Apps.self,
    ],
    defaultSubcommand: UI.self)

  /// Parses and runs the command like ArgumentParser's own `main()`, but prints every error and
  /// help message through ``Console``: an argument holding escape sequences (`--app $'\e[2J'`)
  /// is echoed inert.
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if !message.isEmpty {
        var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(
          String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        Console.write(lines, to: code == .success ? STDOUT_FILENO : STDERR_FILENO)
      }
      Foundation.exit(code.rawValue)
    }
  }
}

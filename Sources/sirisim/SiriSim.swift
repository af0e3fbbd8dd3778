import ArgumentParser

/// The `sirisim` command: talk to App Intents in a terminal, as Siri would.
@main
struct SiriSim: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sirisim",
    abstract: "Talk to App Intents in a terminal, as Siri would.",
    discussion: """
      Type what you would say to Siri, such as "Order clam chowder from Soup Chef". SiriSim finds \
      the App Shortcut, asks for what is missing, and runs the app's intent.
      """,
    subcommands: [Converse.self, Run.self, Match.self, Phrases.self, Apps.self],
    defaultSubcommand: Converse.self)
}

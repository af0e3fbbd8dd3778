/// `:apps`: what each app offers, a line each (its phrases, intents and Find actions), as the
/// runtime has them now.
package struct AppsCommand: SessionCommandAction {
  package static let names = ["apps"]
  package static let help: [CommandHelp] = [
    (":apps", "the apps, phrases, intents and Find actions")
  ]

  package init() {}
  package init(argument: String) {}

  package func run(in context: CommandContext) async -> CommandOutcome {
    .apps(await context.runtime.appGuide())
  }
}

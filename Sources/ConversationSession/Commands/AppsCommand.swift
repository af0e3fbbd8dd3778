/// `:apps`: what each app offers, a line each (its phrases, intents and Find actions), as the
/// runtime has them now.
public struct AppsCommand: SessionCommandAction {
  public static let names = ["apps"]
  public static let help: [CommandHelp] = [(":apps", "the apps, phrases, intents and Find actions")]

  public init() {}
  public init(argument: String) {}

  public func run(in context: CommandContext) async -> CommandOutcome {
    .apps(await context.runtime.appGuide())
  }
}

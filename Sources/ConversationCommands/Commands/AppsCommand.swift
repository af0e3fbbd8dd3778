/// `:apps`: what each app offers, a line each (its phrases, intents and Find actions), as the
/// runtime has them now.
enum AppsCommand {
  static func run(in context: CommandContext) async -> CommandOutcome {
    .notices(await context.runtime.appGuide(), isError: false)
  }
}

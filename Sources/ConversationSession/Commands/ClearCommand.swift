/// `:clear`: empties the UI's transcript; plain mode has no screen to clear, and says so.
public struct ClearCommand: SessionCommandAction {
  public static let names = ["clear"]
  public static let help: [CommandHelp] = [(":clear", "clear the transcript")]

  public init() {}
  public init(argument: String) {}

  public var screenEffect: ScreenEffect { .clearScrollback }

  public func run(in context: CommandContext) async -> CommandOutcome {
    .notice(Self.nothingToClear)
  }

  /// What plain mode answers.
  public static let nothingToClear =
    "Plain mode keeps no screen to clear: the lines written stay where they went."
}

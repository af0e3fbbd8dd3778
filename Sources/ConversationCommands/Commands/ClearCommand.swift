/// `:clear` where there is no screen to clear; the UI empties its transcript instead.
enum ClearCommand {
  static func run() -> CommandOutcome { .notice(SessionCommand.nothingToClear) }
}

extension SessionCommand {
  /// What `:clear` says in plain mode: lines already written stay where they went.
  public static let nothingToClear =
    "Plain mode keeps no screen to clear: the lines written stay where they went."
}

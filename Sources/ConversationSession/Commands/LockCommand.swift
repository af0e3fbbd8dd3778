/// `:lock`: locks the simulated device; an intent whose `authenticationPolicy` requires
/// authentication then asks to unlock first.
package struct LockCommand: WordlessCommand {
  package static let names = ["lock"]
  package static let help: [CommandHelp] = [
    (":lock", "lock the device: intents that require authentication ask to unlock")
  ]

  package init() {}

  package func run(in context: CommandContext) async -> CommandOutcome {
    context.runtime.isDeviceLocked = true
    return .notice(Self.notice)
  }

  /// What the command says, and what a session started `--locked` says first.
  package static let notice =
    "The device is locked. Intents that require authentication will ask to unlock it."
}

/// `:unlock`: unlocks the simulated device, as Face ID or the passcode would.
package struct UnlockCommand: WordlessCommand {
  package static let names = ["unlock"]
  package static let help: [CommandHelp] = [(":unlock", "unlock the device")]

  package init() {}

  package func run(in context: CommandContext) async -> CommandOutcome {
    context.runtime.isDeviceLocked = false
    return .notice("The device is unlocked.")
  }
}

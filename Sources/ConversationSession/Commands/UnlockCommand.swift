/// `:unlock`: unlocks the simulated device, as Face ID or the passcode would.
package struct UnlockCommand: SessionCommandAction {
  package static let names = ["unlock"]
  package static let help: [CommandHelp] = [(":unlock", "unlock the device")]

  package init() {}

  package init(argument: String) throws(InvalidCommand) {
    guard argument.isEmpty else { throw InvalidCommand(":unlock takes no words after it.") }
  }

  package func run(in context: CommandContext) async -> CommandOutcome {
    context.runtime.isDeviceLocked = false
    return .notice("The device is unlocked.")
  }
}

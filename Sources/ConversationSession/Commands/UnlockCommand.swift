/// `:unlock`: unlocks the simulated device, as Face ID or the passcode would.
public struct UnlockCommand: SessionCommandAction {
  public static let names = ["unlock"]
  public static let help: [CommandHelp] = [(":unlock", "unlock the device")]

  public init() {}

  public init(argument: String) throws(InvalidCommand) {
    guard argument.isEmpty else { throw InvalidCommand(":unlock takes no words after it.") }
  }

  public func run(in context: CommandContext) async -> CommandOutcome {
    context.runtime.isDeviceLocked = false
    return .notice("The device is unlocked.")
  }
}

/// A command that takes no words after its name (`:lock`, `:undo`): words after it are refused,
/// with a message that says so, rather than ignored.
package protocol WordlessCommand: SessionCommandAction {
  /// Creates the command.
  init()
}

extension WordlessCommand {
  package init(argument: String) throws(InvalidCommand) {
    guard argument.isEmpty else {
      throw InvalidCommand(":\(Self.names.first ?? "") takes no words after it.")
    }
    self.init()
  }
}

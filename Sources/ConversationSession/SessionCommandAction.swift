/// One `:` command: the names it answers to, its lines in `:help`, how it reads the words after
/// its name, and what it does.
///
/// Each command is one file in `Commands/`, listed once in ``SessionCommand/all``; every front
/// end reads it with ``SessionCommand/init(line:)`` and runs it with
/// ``SessionCommand/run(in:)``, so adding a command touches nothing else.
package protocol SessionCommandAction: Sendable, Equatable {
  /// The names it answers to after the colon, the first one shown (`["help", "h", "?"]`).
  static var names: [String] { get }
  /// Its lines in `:help`, in order: how to type it, and what it does.
  static var help: [CommandHelp] { get }
  /// Reads the words after the name (trimmed; empty when there are none).
  init(argument: String) throws(InvalidCommand)
  /// Does the command's work, the same in every front end.
  func run(in context: CommandContext) async -> CommandOutcome
  /// Whether it may start a turn (`:run`, `:suggestion`): a front end waits for it as for an
  /// utterance, where the other commands only answer with lines.
  var mayStartTurn: Bool { get }
  /// Whether it starts or stops a recording, which a recording leaves out.
  var isRecordingCommand: Bool { get }
  /// What it does to the screen beyond its lines.
  var screenEffect: ScreenEffect { get }
}

extension SessionCommandAction {
  package var mayStartTurn: Bool { false }
  package var isRecordingCommand: Bool { false }
  package var screenEffect: ScreenEffect { .none }

  func isSame(as other: any SessionCommandAction) -> Bool {
    (other as? Self) == self
  }
}

/// A line of `:help`: how to type a command and what it does.
package typealias CommandHelp = (command: String, summary: String)

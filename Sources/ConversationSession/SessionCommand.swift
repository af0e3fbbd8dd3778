import ConversationRuntime
import Foundation

/// A `:` command typed where an utterance goes, read and run the same way by every front end
/// (the terminal UI, plain lines and JSON lines), so a command means the same thing in each.
///
/// What a command is and does lives in its own file in `Commands/` (a ``SessionCommandAction``);
/// ``all`` lists them, in `:help` order.
package struct SessionCommand: Sendable, Equatable {
  /// What the command is and does.
  package let action: any SessionCommandAction

  /// The commands, in `:help` order: adding one is a file in `Commands/` and a line here.
  package static let all: [any SessionCommandAction.Type] = [
    HelpCommand.self, VoiceOnlyCommand.self, ClearCommand.self, AppsCommand.self,
    StoreCommand.self, RunCommand.self, FindCommand.self, WhyCommand.self, RecordCommand.self,
    StopCommand.self, AddToSiriCommand.self, SuggestionsCommand.self, SuggestionCommand.self,
    SpotlightCommand.self, UndoCommand.self, RedoCommand.self, LockCommand.self, UnlockCommand.self,
    QuitCommand.self,
  ]

  /// A command of this action.
  package init(_ action: some SessionCommandAction) {
    self.action = action
  }

  /// Reads a line as a command; `nil` when it is not one (an utterance). A command that can't
  /// be read is an ``InvalidCommand`` saying why.
  package init?(line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if ["quit", "exit"].contains(trimmed.lowercased()) {
      action = QuitCommand()
      return
    }
    guard trimmed.hasPrefix(":") else { return nil }
    let parts = trimmed.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
    let name = parts.first?.lowercased() ?? ""
    let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
    guard let type = Self.all.first(where: { $0.names.contains(name) }) else {
      action = InvalidCommand("Unknown command “:\(name)”. Type :help for the commands.")
      return
    }
    do throws(InvalidCommand) {
      action = try type.init(argument: argument)
    } catch {
      action = error
    }
  }

  package static func == (lhs: SessionCommand, rhs: SessionCommand) -> Bool {
    lhs.action.isSame(as: rhs.action)
  }

  /// Whether this may start a turn (`:run`, `:suggestion`): a front end waits for it as for an
  /// utterance, where the other commands only answer with lines.
  package var mayStartTurn: Bool { action.mayStartTurn }

  /// Whether this starts or stops a recording, which a recording leaves out.
  package var isRecordingCommand: Bool { action.isRecordingCommand }
  /// What the command does to the screen beyond its lines.
  package var screenEffect: ScreenEffect { action.screenEffect }

  /// The commands and what they do, in help order.
  package static var summaries: [CommandHelp] { all.flatMap { $0.help } }

  /// The commands as lines of text, the command and its summary in two columns.
  package static var helpLines: [String] {
    let width = (summaries.map { $0.command.count }.max() ?? 0) + 2
    return summaries.map { entry in
      entry.command + String(repeating: " ", count: max(1, width - entry.command.count))
        + entry.summary
    }
  }
}

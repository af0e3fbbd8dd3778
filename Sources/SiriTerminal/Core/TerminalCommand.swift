import ConversationRuntime
import Foundation
import PlainConversation

/// A `:` command typed in the input line.
public enum TerminalCommand: Sendable, Equatable {
  /// `:help`: open the help pane.
  case help
  /// `:voice-only on|off`; `nil` switches.
  case voiceOnly(Bool?)
  /// `:clear`: empty the transcript.
  case clear
  /// `:apps`: list the apps, their phrases and intents.
  case apps
  /// `:run Intent name=value …`: run an intent with preset values.
  case run(IntentInvocation)
  /// `:find Type --where "…" …`: run a Find action.
  case find(FindRequest)
  /// `:why [utterance]`: explain what the last utterance (or this one) matched.
  case why(String?)
  /// `:quit` (also `:q`, `:exit`, `quit`, `exit`): leave.
  case quit
  /// A command that could not be read, with what to tell the person.
  case invalid(String)

  /// The commands, for the help pane.
  public static let summaries: [(command: String, summary: String)] = [
    (":help", "keys and commands"),
    (":voice-only on|off", "speak full dialogs, no snippets"),
    (":clear", "clear the transcript"),
    (":apps", "the apps, phrases and intents"),
    (":run Intent name=value …", "run an intent with values"),
    (":run … --then Intent x=@result", "then another, with its result"),
    (":find Type --where \"…\" …", "find entities, e.g. :find Trail"),
    (":why [utterance]", "why the last utterance matched"),
    (":quit", "leave (also quit, ^C, ^D)"),
  ]

  /// Reads a line as a command; `nil` when it is not one (an utterance).
  public init?(line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if ["quit", "exit"].contains(trimmed.lowercased()) {
      self = .quit
      return
    }
    guard trimmed.hasPrefix(":") else { return nil }
    let parts = trimmed.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
    let name = parts.first?.lowercased() ?? ""
    let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
    switch name {
    case "help", "h", "?": self = .help
    case "clear": self = .clear
    case "apps": self = .apps
    case "why": self = .why(argument.isEmpty ? nil : argument)
    case "quit", "q", "exit": self = .quit
    case "voice-only", "voiceonly":
      switch argument.lowercased() {
      case "on": self = .voiceOnly(true)
      case "off": self = .voiceOnly(false)
      case "": self = .voiceOnly(nil)
      default: self = .invalid("Say “:voice-only on” or “:voice-only off”.")
      }
    case "run":
      do {
        self = .run(try IntentInvocation(parsing: argument))
      } catch {
        self = .invalid(":run \(argument) — \(error)")
      }
    case "find":
      do {
        self = .find(try FindRequest(commandLine: argument))
      } catch {
        self = .invalid(":find \(argument) — \(error.message)")
      }
    default:
      self = .invalid("Unknown command “:\(name)”. Type :help for the commands.")
    }
  }
}

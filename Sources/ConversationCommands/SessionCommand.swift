import ConversationRuntime
import Foundation

/// A `:` command typed where an utterance goes, read the same way by every front end (the
/// terminal UI, plain lines and JSON lines), so a command means the same thing in each.
public enum SessionCommand: Sendable, Equatable {
  /// `:help`: the keys (in the UI) and the commands.
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

  /// The commands and what they do, in help order.
  public static let summaries: [(command: String, summary: String)] = [
    (":help", "keys and commands"),
    (":voice-only on|off", "speak full dialogs, no snippets (alone: switch)"),
    (":clear", "clear the transcript"),
    (":apps", "the apps, phrases, intents and Find actions"),
    (":run Intent name=value …", "run an intent with values, e.g. :run OrderSoup quantity=2"),
    (":run … --then Intent x=@result", "then another, with its result"),
    (":find Type --where \"…\" …", "find entities, e.g. :find Trail"),
    (":why [utterance]", "why the last utterance (or this one) matched"),
    (":quit", "leave (also quit, ^C, ^D, or the end of input)"),
  ]

  /// The commands as lines of text, the command and its summary in two columns.
  public static var helpLines: [String] {
    let width = (summaries.map { $0.command.count }.max() ?? 0) + 2
    return summaries.map { entry in
      entry.command + String(repeating: " ", count: max(1, width - entry.command.count))
        + entry.summary
    }
  }

  /// What `:why` says before any utterance.
  public static let nothingToExplain =
    "Say something first, or type :why and an utterance: “:why Order soup from Soup Chef”."

  /// What `:voice-only` says after it switched.
  public static func voiceOnlyNotice(isOn: Bool) -> String {
    "Voice-only mode is \(isOn ? "on" : "off")."
  }

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

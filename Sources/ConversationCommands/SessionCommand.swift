import ConversationRuntime
import Foundation
import SafeFiles

/// A `:` command typed where an utterance goes, read and run the same way by every front end
/// (the terminal UI, plain lines and JSON lines), so a command means the same thing in each.
///
/// ``run(in:)`` does its work; each command's work and words live in `Commands/`.
public enum SessionCommand: Sendable, Equatable {
  /// `:help`: the keys (in the UI) and the commands.
  case help
  /// `:voice-only on|off`; `nil` switches.
  case voiceOnly(Bool?)
  /// `:clear`: empty the transcript.
  case clear
  /// `:apps`: list the apps, their phrases and intents.
  case apps
  /// `:store`: say where Siri's memory is kept.
  case store
  /// `:run Intent name=value …`: run an intent with preset values.
  case run(IntentInvocation)
  /// `:find Type --where "…" …`: run a Find action.
  case find(FindRequest)
  /// `:why [utterance]`: explain what the last utterance (or this one) matched.
  case why(String?)
  /// `:record FILE`: write the conversation, from the session's start, to a `.siri` file.
  case record(path: String)
  /// `:stop`: stop recording.
  case stopRecording
  /// `:add-to-siri PHRASE`: save the last completed intent, with its values, under a phrase.
  case addToSiri(String)
  /// `:suggestions`: list Siri's suggestions, numbered.
  case suggestions
  /// `:suggestion [N]`: run suggestion N (the first by default).
  case runSuggestion(Int)
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
    (":store", "where Siri's memory is kept"),
    (":run Intent name=value …", "run an intent with values, e.g. :run OrderSoup quantity=2"),
    (":run … --then Intent x=@result", "then another, with its result"),
    (":find Type --where \"…\" …", "find entities, e.g. :find Trail"),
    (":why [utterance]", "why the last utterance (or this one) matched"),
    (":record FILE", "record the session to a .siri transcript (sirisim replay FILE)"),
    (":stop", "end the recording"),
    (":add-to-siri PHRASE", "save the last completed intent, with its values, as PHRASE"),
    (":suggestions", "Siri Suggestions from what you did before, and why"),
    (":suggestion [N]", "run suggestion N (the first by default)"),
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

  /// Whether this may start a turn (`:run`, `:suggestion`): a front end waits for it as for an
  /// utterance, where the other commands only answer with lines.
  public var mayStartTurn: Bool {
    switch self {
    case .run, .runSuggestion: return true
    default: return false
    }
  }

  /// Whether this starts or stops a recording, which a recording leaves out.
  public var isRecordingCommand: Bool {
    switch self {
    case .record, .stopRecording: return true
    default: return false
    }
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
    case "store": self = .store
    case "why": self = .why(argument.isEmpty ? nil : argument)
    case "quit", "q", "exit": self = .quit
    case "record":
      self =
        argument.isEmpty
        ? .invalid(Self.recordUsage)
        : .record(
          path: PersonPath.expandingTilde(
            in: argument, environment: ProcessInfo.processInfo.environment))
    case "stop": self = .stopRecording
    case "add-to-siri", "addtosiri":
      self = argument.isEmpty ? .invalid(Self.addToSiriUsage) : .addToSiri(argument)
    case "suggestions": self = .suggestions
    case "suggestion":
      if argument.isEmpty {
        self = .runSuggestion(1)
      } else if let number = Int(argument), number > 0 {
        self = .runSuggestion(number)
      } else {
        self = .invalid("Say which suggestion by its number: “:suggestion 2”.")
      }
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

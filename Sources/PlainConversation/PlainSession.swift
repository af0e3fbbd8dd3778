import ConversationRuntime
import Foundation
import TerminalText

/// A plain-mode session: each line is an utterance; the runtime's questions read the next
/// lines; it ends at the end of input or on "quit".
///
/// Lines that start with ":" are commands: `:run Intent name=value …` runs an intent with preset
/// values, `:apps` lists what to say, `:why` explains what the last utterance matched,
/// `:voice-only on|off` switches voice-only mode, `:help` lists the commands and `:quit` leaves.
public struct PlainSession {
  let runtime: ConversationRuntime
  let frontEnd: any SessionFrontEnd

  /// Creates a session.
  public init(runtime: ConversationRuntime, frontEnd: any SessionFrontEnd) {
    self.runtime = runtime
    self.frontEnd = frontEnd
  }

  /// Runs until the input ends or the person quits, passing the outcome of each turn to
  /// `onOutcome`. Keeps nothing per turn itself, so a session of any length runs in bounded
  /// memory.
  public func run(onOutcome: (ConversationOutcome) -> Void = { _ in }) async {
    var lastUtterance: String?
    while let line = await frontEnd.readUtterance() {
      let utterance = line.trimmingCharacters(in: .whitespacesAndNewlines)
      if utterance.isEmpty { continue }
      if ["quit", "exit", ":quit", ":q", ":exit"].contains(utterance.lowercased()) { break }
      if utterance.hasPrefix(":") {
        let outcome = await command(String(utterance.dropFirst()), lastUtterance: lastUtterance)
        if let outcome { onOutcome(outcome) }
        continue
      }
      lastUtterance = utterance
      onOutcome(await runtime.handle(utterance, with: frontEnd))
    }
  }

  private func command(_ line: String, lastUtterance: String?) async -> ConversationOutcome? {
    let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
    let name = parts.first?.lowercased() ?? ""
    let argument = parts.count > 1 ? parts[1] : ""
    switch name {
    case "run":
      do {
        let invocation = try IntentInvocation(parsing: argument)
        return await runtime.run(chain: invocation.chain, with: frontEnd)
      } catch {
        frontEnd.notice(":run \(argument) — \(error)")
      }
    case "find":
      do {
        let result = try await runtime.find(FindRequest(commandLine: argument))
        for line in FindReport.lines(result) { frontEnd.notice(line) }
      } catch {
        frontEnd.notice(":find \(argument) — \(error.message)")
      }
    case "apps":
      for line in await runtime.appGuide() { frontEnd.notice(line) }
    case "why":
      guard let utterance = argument.isEmpty ? lastUtterance : argument else {
        frontEnd.notice(Self.nothingToExplain)
        break
      }
      for line in ExplanationReport.lines(runtime.explain(utterance)) { frontEnd.notice(line) }
    case "voice-only":
      switch argument.lowercased() {
      case "on": runtime.options.voiceOnly = true
      case "off": runtime.options.voiceOnly = false
      default: frontEnd.notice("Say “:voice-only on” or “:voice-only off”.")
      }
      frontEnd.notice("Voice-only mode is \(runtime.options.voiceOnly ? "on" : "off").")
    case "help":
      for help in Self.commandHelp { frontEnd.notice(help) }
    default:
      frontEnd.notice("Unknown command “:\(name)”. Type :help for the commands.")
    }
    return nil
  }

  /// What `:why` says before any utterance.
  public static let nothingToExplain =
    "Say something first, or type :why and an utterance: “:why Order soup from Soup Chef”."

  /// The commands, one line each.
  public static let commandHelp = [
    ":run Intent name=value …  run an intent with preset values, e.g. :run OrderSoup quantity=7 soup=\"Tomato Soup\"; chain with --then, e.g. :run AddBook title=Dune --then OpenBook book=@result",
    ":apps                     list the apps, their phrases, intents and Find actions",
    ":why [utterance]          why the last utterance (or this one) matched what it did, step by step",
    ":find Type --where \"…\" …  run a Find action, e.g. :find Trail --where \"name contains Falls\"",
    ":voice-only on|off        speak full dialogs and hide snippets, or not",
    ":help                     this list",
    ":quit                     leave (also quit, or end of input)",
  ]
}

/// A front end that can also run a session: read utterances and show notices.
public protocol SessionFrontEnd: ConversationFrontEnd {
  /// The next utterance, or `nil` at the end of input.
  func readUtterance() async -> String?
  /// Shows a line that is not part of the conversation, such as a command's answer.
  func notice(_ text: String)
}

extension PlainFrontEnd: SessionFrontEnd {
  public func notice(_ text: String) {
    for line in OutputSanitizer.lines(text) { output.write(line) }
  }
}

extension JSONFrontEnd: SessionFrontEnd {
  public func notice(_ text: String) { write(["event": "notice", "text": text]) }
}

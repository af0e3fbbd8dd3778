import ConversationRuntime
import ConversationTesting
import Foundation
import Locking
import OpenAppIntents
import PlainConversation
import SiriTerminal
import TerminalTestSupport

/// One of SiriSim's front ends, driven by the lines a person types: utterances, `:` commands and
/// answers to Siri's questions, in order.
protocol FrontEndUnderTest: Sendable {
  /// The front end's name, for failure messages.
  var name: String { get }
  /// Runs the script against a fresh runtime and records what happened.
  func run(_ script: [String], runtime: ConversationRuntime) async -> ConversationRecord
}

/// Plain lines (`sirisim converse`) and JSON lines (`sirisim converse --json`), each wrapped so
/// that what reaches it is recorded while it does its own work.
struct LineFrontEndUnderTest: FrontEndUnderTest {
  enum Kind { case plain, json }
  let kind: Kind
  var name: String { kind == .plain ? "plain" : "JSON" }

  func run(_ script: [String], runtime: ConversationRuntime) async -> ConversationRecord {
    let input = ScriptedInput(script)
    let output = CapturedOutput()
    let base: any SessionFrontEnd =
      kind == .plain
      ? PlainFrontEnd(input: input, output: output, echoInput: true)
      : JSONFrontEnd(input: input, output: output)
    let recorder = RecordingFrontEnd(base: base)
    await PlainSession(runtime: runtime, frontEnd: recorder).run()
    return recorder.record
  }
}

/// A session front end that records what passes through it on the way to another.
final class RecordingFrontEnd: SessionFrontEnd {
  let base: any SessionFrontEnd
  private let recorded = Locked(ConversationRecord())

  init(base: any SessionFrontEnd) { self.base = base }

  var record: ConversationRecord { recorded.withLock { $0 } }

  func present(_ event: ConversationEvent) async {
    recorded.withLock { $0.record(event) }
    await base.present(event)
  }

  func reply(to prompt: ConversationPrompt) async -> ConversationReply {
    recorded.withLock { $0.record(prompt) }
    return await base.reply(to: prompt)
  }

  func readUtterance() async -> String? { await base.readUtterance() }

  func notice(_ text: String) {
    recorded.withLock { $0.notices.append(text) }
    base.notice(text)
  }

  func showAppGuide(_ guide: AppGuide) {
    recorded.withLock { $0.notices += guide.lines }
    base.showAppGuide(guide)
  }
}

/// The curses UI's state machine with the real runtime behind its bridge: each line is typed
/// into whatever has the focus (the input line, or the open pane's field) and sent with Enter.
struct TerminalFrontEndUnderTest: FrontEndUnderTest {
  var name: String { "terminal UI" }

  func run(_ script: [String], runtime: ConversationRuntime) async -> ConversationRecord {
    var terminal = await ScriptedTerminal(runtime: runtime)
    for line in script {
      if terminal.state.hasQuit { break }
      // A pane's field may hold a filter already; a line is typed into an empty one.
      terminal.send(.key(.control("u")))
      terminal.send(.text(line))
      terminal.send(.key(.enter))
      // A command runs where turns run: Siri is busy until it answers.
      await terminal.settle()
    }
    // The script ran out while Siri waits: the person walks away, as at the end of input.
    while terminal.state.pane != nil {
      terminal.send(.key(.escape))
      await terminal.settle()
    }
    var record = ConversationRecord()
    for event in terminal.events {
      switch event {
      case .conversation(let event): record.record(event)
      case .prompt(_, let prompt): record.record(prompt)
      default: break
      }
    }
    record.notices = Self.notices(in: terminal.state)
    return record
  }

  /// The transcript's notices, in order: the commands' answers.
  static func notices(in state: TerminalState) -> [String] {
    state.scrollback.entries.compactMap { entry in
      if case .notice(let text, _) = entry { return text }
      return nil
    }
  }
}

/// ConversationTesting's `Conversation`, the test double app developers use: each line is said
/// when Siri asks nothing, else answered as typed. It has no `:` commands, so it runs the
/// scripts without them.
struct ConversationTestingUnderTest: FrontEndUnderTest {
  var name: String { "ConversationTesting" }

  func run(_ script: [String], runtime: ConversationRuntime) async -> ConversationRecord {
    let conversation = Conversation(runtime: runtime)
    var record = ConversationRecord()
    for line in script {
      do {
        if conversation.pendingPrompt != nil {
          try await conversation.answer(line)
        } else {
          try await conversation.say(line)
        }
      } catch {
        record.notices.append("\(error)")
      }
    }
    // The script ran out while Siri waits: as at the end of input, the question is cancelled.
    if conversation.pendingPrompt != nil { try? await conversation.cancel() }
    for event in conversation.events { record.record(event) }
    return record
  }

  /// Whether the script is one it can run: no `:` commands, no "quit".
  static func canRun(_ script: [String]) -> Bool {
    !script.contains { line in
      let word = line.trimmingCharacters(in: .whitespaces).lowercased()
      return word.hasPrefix(":") || word == "quit" || word == "exit"
    }
  }
}

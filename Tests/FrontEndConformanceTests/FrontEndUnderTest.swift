import ConversationRuntime
import Foundation
import Locking
import OpenAppIntents
import PlainConversation
import SiriTerminal

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
}

/// The curses UI's state machine with the real runtime behind its bridge: each line is typed
/// into whatever has the focus (the input line, or the open pane's field) and sent with Enter.
struct TerminalFrontEndUnderTest: FrontEndUnderTest {
  var name: String { "terminal UI" }

  func run(_ script: [String], runtime: ConversationRuntime) async -> ConversationRecord {
    let bridge = ConversationBridge(runtime: runtime)
    var state = await TerminalSession.initialState(for: runtime)
    var record = ConversationRecord()
    var noticesSeen = 0

    func send(_ event: TerminalEvent) {
      switch event {
      case .conversation(let event): record.record(event)
      case .prompt(_, let prompt): record.record(prompt)
      default: break
      }
      for effect in state.update(event) { bridge.perform(effect) }
    }
    func settle() async {
      while true {
        let events = bridge.inbox.drain()
        if events.isEmpty {
          if state.pane != nil || !state.isBusy { return }
          await bridge.inbox.waitForEvents()
          continue
        }
        for event in events { send(event) }
      }
    }
    func collectNotices() {
      let notices = state.transcript.entries.compactMap { entry -> String? in
        if case .notice(let text, _) = entry { return text }
        return nil
      }
      if notices.count > noticesSeen { record.notices += notices[noticesSeen...] }
      noticesSeen = notices.count
    }

    for line in script {
      if state.hasQuit { break }
      // A pane's field may hold a filter already; a line is typed into an empty one.
      send(.key(.control("u")))
      send(.text(line))
      send(.key(.enter))
      await settle()
      // Notices of commands come back from the bridge (`:why`, `:find`) or at once.
      if line.hasPrefix(":find") {
        // The bridge runs a Find action off the UI thread; its notices come back as an event.
        while state.transcript.entries.filter(\.isNotice).count <= noticesSeen {
          await bridge.inbox.waitForEvents()
          for event in bridge.inbox.drain() { send(event) }
        }
      }
      collectNotices()
    }
    // The script ran out while Siri waits: the person walks away, as at the end of input.
    while state.pane != nil {
      send(.key(.escape))
      await settle()
    }
    collectNotices()
    return record
  }
}

extension TranscriptEntry {
  fileprivate var isNotice: Bool {
    if case .notice = self { return true }
    return false
  }
}

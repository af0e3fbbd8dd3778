import ConversationRuntime
import Foundation

/// Everything the curses UI shows, as a value: `update` changes it, `render` draws it.
package struct TerminalState: Sendable, Equatable {
  /// The terminal's size; the scrollback is laid out for its width.
  package var size: TerminalSize {
    didSet { scrollback.layOut(columns: size.columns) }
  }
  /// The loaded apps' names, for the header.
  package var apps: [String]
  /// Whether Siri speaks full dialogs and shows no snippets.
  package var voiceOnly: Bool
  /// The time the session's clock is stopped at (`--now`, `--record`), for the header; `nil`
  /// when it runs.
  package var fixedTime: Date?
  /// Where the session remembers, for the header: a path (`~` for the home folder), "memory",
  /// or `nil` for no store.
  package var store: String?
  /// Whether a scrollback is being written (`--record`, `:record`): the header shows "● REC".
  package var isRecording = false
  /// Whether the simulated device is locked (`--locked`, `:lock`): the header shows "locked".
  package var isDeviceLocked = false
  /// Phrases to suggest when idle, from the apps' App Shortcuts.
  package var tips: [String]
  /// Siri's top suggestion, as the idle tip shows it; Tab or → takes it into the input line
  /// (`:suggestion`), and Enter then runs it. Enter alone never does: a stray Enter must not
  /// repeat the last order.
  package var suggestion: String?
  /// Whether the turn running was started from Siri's suggestion: its confirmation then opens
  /// with no button focused, so that Enter pressed twice cannot confirm what the person did
  /// not read.
  package var turnIsFromSuggestion = false
  /// The conversation so far, laid out for the screen's width.
  package var scrollback = Scrollback() {
    didSet {
      if scrollback.layoutColumns != size.columns { scrollback.layOut(columns: size.columns) }
    }
  }
  /// The first scrollback line shown, or `nil` to follow the newest lines.
  package var scrollTop: Int?
  /// The input line.
  package var input = LineEditor()
  /// The lines sent from the input line.
  package var history = InputHistory()
  /// The dialog pane open, if any.
  package var pane: Pane?
  /// What Siri said about the last answer before asking again ("Sorry, which one?"): shown
  /// inside the pane, highlighted, so the retry is seen where the answer is typed.
  package var paneNotice: String?
  /// Siri's words since the last answer, for the next pane's notice.
  var retryNotice: String?
  /// Those words as scrollback lines, held back while they may become the next pane's notice:
  /// shown once, in the pane, and written to the scrollback when the pane closes (or at once
  /// when no question follows them).
  var heldSpeech: [ScrollbackEntry] = []
  /// The open pane's notice as scrollback lines, written before its question when it closes.
  var paneNoticeEntries: [ScrollbackEntry] = []
  /// Whether an answer was sent and its turn goes on: Siri's words now are about that answer.
  var isAwaitingAnswerReply = false
  /// A typed answer waiting for the runtime's reading of it, to be echoed as the value chosen.
  var pendingEcho: String?
  /// Keys typed while Siri works with no pane open, replayed into what opens next.
  package var typeahead: [TerminalEvent] = []
  /// Whether the help pane is open; its first line shown.
  package var help: HelpState?
  /// Whether a turn runs (an utterance, `:run`, `:suggestion`): keys typed meanwhile are held
  /// for what it asks.
  package var isTurnRunning = false
  /// How many `:` commands were handed to the runner and have not answered yet: they hold no
  /// keys, and what is typed after them waits for them in the bridge.
  package var commandsAnswering = 0
  /// Whether Siri is working: a turn runs, or a command is answering. Setting it starts or
  /// ends a turn.
  package var isBusy: Bool {
    get { isTurnRunning || commandsAnswering > 0 }
    set { isTurnRunning = newValue }
  }
  /// The "thinking" indicator's frame, advanced by ticks.
  package var spinnerFrame = 0
  /// How many turns have finished: picks the tip shown.
  package var finishedTurns = 0
  /// A short message in place of the key hints, until the next key.
  package var flash: Flash?
  /// Whether the last turn matched nothing (Siri said so, with a few phrases or an app's
  /// shortcuts): the footer points to `:why` until the next line is sent.
  package var pointsToWhy = false
  /// Whether the person asked to leave.
  package var hasQuit = false
  /// Whether the line under the input shows what the typed words would do (`--no-preview`,
  /// ^P).
  package var showsPreview = true
  /// What the typed words would do, as last read.
  package var preview: InputPreview?

  /// A UI with an empty scrollback.
  package init(
    size: TerminalSize, apps: [String], voiceOnly: Bool = false, tips: [String] = []
  ) {
    self.size = size
    scrollback.layOut(columns: size.columns)
    self.apps = apps
    self.voiceOnly = voiceOnly
    self.tips = tips
  }

  /// Whether the footer points to `:why`: the last turn matched nothing, and no pane, help or
  /// turn has the screen.
  package var showsWhyPointer: Bool {
    pointsToWhy && pane == nil && help == nil && !isBusy
  }

  /// The typed words the preview should be read for now, or `nil` when none is shown: the
  /// preview is on, a line (not a `:` command) is typed in the conversation, and no pane,
  /// help or turn has the screen.
  package var wantedPreview: String? {
    let text = input.text
    guard showsPreview, pane == nil, help == nil, !isBusy, !text.hasPrefix(":"),
      text.contains(where: { !$0.isWhitespace })
    else { return nil }
    return text
  }

  /// The preview to show under the input line: read for exactly what is typed.
  package var shownPreview: ConversationPreview? {
    guard let text = wantedPreview, let preview, preview.typed == text else { return nil }
    return preview.reading
  }

  /// The tip shown when idle: the apps' phrases in turn, a new one after each turn.
  package var tip: String? {
    guard !tips.isEmpty else { return nil }
    return tips[(tips.count - 1 + finishedTurns) % tips.count]
  }
}

/// The help pane's scroll position.
package struct HelpState: Sendable, Hashable {
  /// The first line shown.
  package var top = 0

  /// Help scrolled to the top.
  package init(top: Int = 0) { self.top = top }
}

/// A short message shown in the footer until the next key.
package struct Flash: Sendable, Hashable {
  /// The message.
  package var text: String
  /// Whether it reports a problem.
  package var isError: Bool

  /// Creates a message.
  package init(_ text: String, isError: Bool = false) {
    self.text = text
    self.isError = isError
  }
}

/// What the words typed were read as, for the preview under the input line.
package struct InputPreview: Sendable, Equatable {
  /// The words read.
  package var typed: String
  /// What they would do; `nil` when they begin no phrase.
  package var reading: ConversationPreview?
}

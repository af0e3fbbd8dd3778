import ConversationRuntime
import Locking
import OpenAppIntents

/// A front end that plays a script: it records every event and prompt in order and answers
/// prompts from a queue of replies, cancelling (and noting that it ran dry) when the queue is
/// empty.
final class ScriptedFrontEnd: ConversationFrontEnd {
  private struct State {
    var transcript: [ConversationEvent] = []
    var replies: [ConversationReply]
    var ranDry = false
  }

  private let state: Locked<State>

  /// A front end that answers prompts with `replies`, in order.
  init(_ replies: [ConversationReply] = []) {
    state = Locked(State(replies: replies))
  }

  func present(_ event: ConversationEvent) async {
    state.withLock { $0.transcript.append(event) }
  }

  func reply(to prompt: ConversationPrompt) async -> ConversationReply {
    state.withLock { state in
      state.transcript.append(.prompt(prompt))
      guard !state.replies.isEmpty else {
        state.ranDry = true
        return .cancel
      }
      return state.replies.removeFirst()
    }
  }

  /// Adds replies for the next turn.
  func enqueue(_ replies: [ConversationReply]) {
    state.withLock { $0.replies += replies }
  }

  /// Forgets what was recorded, so the next turn's events can be read alone.
  func clearTranscript() {
    state.withLock {
      $0.transcript = []
      $0.ranDry = false
    }
  }

  // MARK: Reading the transcript

  /// Every event and prompt, in order.
  var transcript: [ConversationEvent] { state.withLock { $0.transcript } }

  /// Whether a prompt came when no reply was left.
  var ranDry: Bool { state.withLock { $0.ranDry } }

  /// The replies not used yet.
  var unusedReplies: [ConversationReply] { state.withLock { $0.replies } }

  /// Whether every reply was used and no prompt came without one.
  var scriptConsumed: Bool { state.withLock { $0.replies.isEmpty && !$0.ranDry } }

  /// The prompts, in order.
  var prompts: [ConversationPrompt] {
    transcript.compactMap { event in
      if case .prompt(let prompt) = event { return prompt }
      return nil
    }
  }

  /// What Siri said, in order.
  var speeches: [SiriSpeech] {
    transcript.compactMap { event in
      if case .speech(let speech) = event { return speech }
      return nil
    }
  }

  /// The words Siri said, in order.
  var spokenTexts: [String] { speeches.map(\.text) }

  /// The understandings, in order.
  var understandings: [Understanding] {
    transcript.compactMap { event in
      if case .understood(let understanding) = event { return understanding }
      return nil
    }
  }

  /// How each turn ended, in order.
  var outcomes: [ConversationOutcome] {
    transcript.compactMap { event in
      if case .ended(let outcome) = event { return outcome }
      return nil
    }
  }

  /// The apps that opened, in order.
  var openedApps: [AppOpened] {
    transcript.compactMap { event in
      if case .appOpened(let opened) = event { return opened }
      return nil
    }
  }
}

extension ConversationPrompt {
  /// The value prompt, if this is one.
  var valuePrompt: ValuePrompt? {
    if case .value(let prompt) = self { return prompt }
    return nil
  }

  /// The choice prompt, if this is one.
  var choicePrompt: ChoicePrompt? {
    if case .choice(let prompt) = self { return prompt }
    return nil
  }

  /// The confirmation prompt, if this is one.
  var confirmationPrompt: ConfirmationPrompt? {
    if case .confirmation(let prompt) = self { return prompt }
    return nil
  }

  /// Whether this asks again after an answer that did not fit.
  var isRetry: Bool {
    switch self {
    case .value(let prompt): return prompt.isRetry
    case .choice(let prompt): return prompt.isRetry
    case .confirmation(let prompt): return prompt.isRetry
    }
  }
}

extension ConversationOutcome {
  /// Whether the turn ran to its result.
  var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// The value a completed turn returned; `nil` when the turn did not complete.
  var completedValue: String? {
    if case .completed(let completion) = self { return completion.value }
    return nil
  }
}

extension Snippet {
  /// The snippet's text lines, wide enough that nothing wraps.
  var textLines: [String] { lines(width: 80).filter { !$0.isDivider }.map(\.text) }
}

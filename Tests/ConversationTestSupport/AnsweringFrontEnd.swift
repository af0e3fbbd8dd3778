import ConversationRuntime
import Locking
import OpenAppIntents

/// A front end that plays a script: it records every event and prompt in order and answers
/// prompts from a queue of replies, cancelling (and noting that it ran dry) when the queue is
/// empty. The tests' one scripted front end: they drive whole conversations with it.
public final class AnsweringFrontEnd: ConversationFrontEnd {
  private struct State {
    var transcript: [ConversationEvent] = []
    var replies: [ConversationReply]
    var ranDry = false
  }

  private let state: Locked<State>

  /// A front end that answers prompts with `replies`, in order.
  package init(_ replies: [ConversationReply] = []) {
    state = Locked(State(replies: replies))
  }

  public func present(_ event: ConversationEvent) async {
    state.withLock { $0.transcript.append(event) }
  }

  package func reply(to prompt: ConversationPrompt) async -> ConversationReply {
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
  package func enqueue(_ replies: [ConversationReply]) {
    state.withLock { $0.replies += replies }
  }

  /// Forgets what was recorded, so the next turn's events can be read alone.
  public func clearTranscript() {
    state.withLock {
      $0.transcript = []
      $0.ranDry = false
    }
  }

  // MARK: Reading the transcript

  /// Every event and prompt, in order.
  public var transcript: [ConversationEvent] { state.withLock { $0.transcript } }

  /// Whether a prompt came when no reply was left.
  public var ranDry: Bool { state.withLock { $0.ranDry } }

  /// The replies not used yet.
  package var unusedReplies: [ConversationReply] { state.withLock { $0.replies } }

  /// Whether every reply was used and no prompt came without one.
  public var scriptConsumed: Bool { state.withLock { $0.replies.isEmpty && !$0.ranDry } }

  /// The prompts, in order.
  public var prompts: [ConversationPrompt] {
    transcript.compactMap { event in
      if case .prompt(let prompt) = event { return prompt }
      return nil
    }
  }

  /// The prompts' texts, in order.
  public var promptTexts: [String] { prompts.map(\.text) }

  /// What Siri said, in order.
  public var speeches: [SiriSpeech] {
    transcript.compactMap { event in
      if case .speech(let speech) = event { return speech }
      return nil
    }
  }

  /// The words Siri said, in order.
  public var spokenTexts: [String] { speeches.map(\.text) }

  /// The understandings, in order.
  public var understandings: [Understanding] {
    transcript.compactMap { event in
      if case .understood(let understanding) = event { return understanding }
      return nil
    }
  }

  /// How each turn ended, in order.
  public var outcomes: [ConversationOutcome] {
    transcript.compactMap { event in
      if case .ended(let outcome) = event { return outcome }
      return nil
    }
  }

  /// The apps that opened, in order.
  public var openedApps: [AppOpened] {
    transcript.compactMap { event in
      if case .appOpened(let opened) = event { return opened }
      return nil
    }
  }
}

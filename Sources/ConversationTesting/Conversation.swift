import ConversationRuntime
import ConversationSession
import ConversationTranscript
import Foundation
import Locking
import OpenAppIntents
import SiriSimApp

/// A conversation with Siri for tests: say something, look at what Siri asks, answer, and check
/// what she said — step by step, over the real runtime and the real apps.
///
/// SiriSim's test double, the way `NIOEmbedded` is swift-nio's: no terminal, no threads of its
/// own, a stopped clock. Each step returns when Siri asks something or the turn ends.
///
/// ```swift
/// import ConversationTesting
/// import SoupChef
/// import Testing
///
/// @Test func ordersNewEnglandClamChowder() async throws {
///   let c = try await Conversation(apps: [SoupChefApp.self])
///   try await c.say("Order clam chowder from Soup Chef")
///   #expect(c.prompt == .disambiguation(["Manhattan Clam Chowder", "New England Clam Chowder"]))
///   #expect(c.moreChoices == ["Tomato Soup", "Chicken Noodle Soup"])
///   try await c.choose("New England Clam Chowder")
///   #expect(c.prompt == .disambiguation(["Ferry Building", "Civic Center"]))
///   try await c.choose("Ferry Building")
///   try await c.confirm()
///   #expect(c.lastDialog.contains("ready in 10 minutes"))
///   try c.assertTranscript(file: "Tests/Transcripts/order.siri")
/// }
/// ```
///
/// Siri lists the two chowders the words name, then the rest of the menu under *More*: the
/// prompt holds the matches, ``moreChoices`` the rows under *More*. The first run with
/// `SIRISIM_UPDATE_TRANSCRIPTS=1` writes `Tests/Transcripts/order.siri` (and its folder);
/// until then `assertTranscript(file:)` throws
/// ``ConversationTestingError/transcriptMissing(path:)``, whose message says so.
///
/// The same steps work from XCTest (`try await` in an `async throws` test method). A wrong
/// step — an answer when Siri asks nothing, a choice that isn't listed — throws
/// ``ConversationTestingError`` with a message that says what was asked instead.
public final class Conversation: Sendable {
  /// How long a step waits for Siri unless told: long enough for a sanitizer build searching
  /// a 100,000-book catalog, short enough that a test that would hang fails instead.
  public static let defaultTimeout = Duration.seconds(60)

  /// The clock's time when none is given: 2026-11-21T12:00:00Z.
  public static let defaultNow = Date(timeIntervalSince1970: 1_795_262_400)

  /// How long a step waits for Siri before it throws ``ConversationTestingError/timedOut(step:after:)``.
  public let timeout: Duration
  /// The settings a transcript of this conversation is headed with.
  public let header: TranscriptHeader

  /// The runtime it talks to (`package`: OpenAppIntentsTesting reads the intent it completed).
  package let runtime: ConversationRuntime
  let frontEnd = SteppingFrontEnd()
  let recorder: TranscriptRecorder
  let turn = Locked(Turn())

  /// The turn going on, or the last one.
  struct Turn {
    var task: Task<Void, Never>?
    var outcome: ConversationOutcome?
    /// Where its events start.
    var firstEvent = 0
  }

  /// A conversation with apps given by their types.
  ///
  /// - Parameters:
  ///   - apps: The apps, such as `[SoupChefApp.self]`.
  ///   - now: The stopped clock; order numbers and random choices follow from it.
  ///   - locale: The phrases' language: "en", or one the apps' phrase files provide ("fr").
  ///   - voiceOnly: Siri speaks full dialogs and shows no snippets.
  ///   - phrases: A folder of phrase files, one folder per app named by its display name;
  ///     `nil` reads each app's own ``SimulatedApp/phraseFolder``.
  ///   - timeout: How long a step waits for Siri.
  ///   - memory: What Siri remembers: donations, Add to Siri phrases and the apps' data (such
  ///     as `SiriStore(location: .memory)`); `nil` remembers nothing.
  public convenience init(
    apps: [any SimulatedApp.Type], now: Date = Conversation.defaultNow, locale: String = "en",
    voiceOnly: Bool = false, phrases: URL? = nil, timeout: Duration = Conversation.defaultTimeout,
    memory: (any SiriMemory)? = nil
  ) async throws(ConversationTestingError) {
    try await self.init(
      manifests: { environment in
        apps.map { $0.makeManifest(environment: environment, memory: memory) }
      },
      now: now, locale: locale, voiceOnly: voiceOnly,
      resources: PhraseResources.load(for: apps, folder: phrases), timeout: timeout,
      memory: memory)
  }

  /// A conversation with apps given by their manifests, made for the conversation's clock.
  ///
  /// `phrases` is a folder of phrase files, one folder per app named by its display name;
  /// `nil`: the apps' own phrases, in English.
  public convenience init(
    manifests: (IntentEnvironment) -> [AppManifest], now: Date = Conversation.defaultNow,
    locale: String = "en", voiceOnly: Bool = false, phrases: URL? = nil,
    timeout: Duration = Conversation.defaultTimeout, memory: (any SiriMemory)? = nil
  ) async throws(ConversationTestingError) {
    try await self.init(
      manifests: manifests, now: now, locale: locale, voiceOnly: voiceOnly,
      resources: phrases.map(PhraseResources.load(from:)) ?? .none, timeout: timeout,
      memory: memory)
  }

  init(
    manifests: (IntentEnvironment) -> [AppManifest], now: Date, locale: String,
    voiceOnly: Bool, resources: PhraseResources, timeout: Duration, memory: (any SiriMemory)?
  ) async throws(ConversationTestingError) {
    let environment = IntentEnvironment.fixed(now: now)
    let shipped = ShippedLocales.in(resources)
    guard let resolved = ShippedLocales.resolve(locale, among: shipped) else {
      throw .unknownLocale(locale, locales: shipped)
    }
    runtime = await ConversationRuntime(
      apps: manifests(environment),
      options: ConversationRuntime.Options(voiceOnly: voiceOnly, environment: environment),
      phrases: resources, locale: resolved, memory: memory)
    header = TranscriptHeader(
      apps: runtime.appNames, now: now, locale: resolved, voiceOnly: voiceOnly)
    recorder = TranscriptRecorder(header: header)
    self.timeout = timeout
  }

  /// A conversation over a runtime made elsewhere, with its apps, options and phrases; its
  /// clock's time heads the transcript.
  package init(runtime: ConversationRuntime, timeout: Duration = Conversation.defaultTimeout) {
    self.runtime = runtime
    header = TranscriptHeader(
      apps: runtime.appNames, now: runtime.options.environment.now(), locale: runtime.locale,
      voiceOnly: runtime.options.voiceOnly)
    recorder = TranscriptRecorder(header: header)
    self.timeout = timeout
  }

  deinit {
    frontEnd.close()
    turn.withLock { $0.task?.cancel() }
  }

  // MARK: Steps

  /// Says an utterance, as typed into Siri; returns when Siri asks something or the turn ends.
  public func say(_ utterance: String) async throws(ConversationTestingError) {
    try await start("say(\"\(utterance)\")", typed: utterance) { runtime, frontEnd in
      await runtime.handle(utterance, with: frontEnd)
    }
  }

  /// Runs an intent by name with preset values, as `:run` and `sirisim run` do.
  public func run(_ intent: String, _ values: KeyValuePairs<String, String> = [:])
    async throws(ConversationTestingError)
  {
    let chain = [ChainedIntent(intent: intent, parameters: values.map { ($0.key, $0.value) })]
    try await start("run(\"\(intent)\")", typed: IntentInvocation.commandLine(for: chain)) {
      runtime, frontEnd in
      await runtime.run(chain: chain, with: frontEnd)
    }
  }

  func start(
    _ step: String, typed: String,
    _ body:
      @escaping @Sendable (ConversationRuntime, any ConversationFrontEnd) async ->
      ConversationOutcome
  ) async throws(ConversationTestingError) {
    if let question = pendingPrompt {
      throw .questionPending(step: step, question: question.text)
    }
    frontEnd.stopped.reset()
    recorder.typed(typed)
    let runtime = self.runtime
    let transcribing = TranscribingFrontEnd(frontEnd, recorder: recorder)
    let stopped = frontEnd.stopped
    let turn = self.turn
    let firstEvent = events.count
    turn.withLock { state in
      state = Turn(firstEvent: firstEvent)
      state.task = Task {
        let outcome = await body(runtime, transcribing)
        turn.withLock { state in
          state.task = nil
          state.outcome = outcome
        }
        stopped.signal()
      }
    }
    try await waitForSiri(step)
  }

  /// Answers the question with a reply and waits for Siri again.
  func answer(_ reply: ConversationReply, step: String) async throws(ConversationTestingError) {
    guard frontEnd.answer(reply) else { throw .noQuestion(step: step, outcome: outcome) }
    try await waitForSiri(step)
  }

  private func waitForSiri(_ step: String) async throws(ConversationTestingError) {
    let stopped = frontEnd.stopped
    let timeout = self.timeout
    let inTime = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await stopped.wait()
        return true
      }
      group.addTask {
        try? await Task.sleep(for: timeout)
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
    guard inTime else { throw .timedOut(step: step, after: timeout) }
  }

  // MARK: What Siri said and asks

  /// What Siri is asking, or `nil` when she waits for nothing.
  public var prompt: Prompt? {
    pendingPrompt.map(Prompt.init)
  }

  /// The question Siri is asking, with everything a front end shows; `nil` when none.
  public var pendingPrompt: ConversationPrompt? {
    frontEnd.state.withLock { $0.question?.prompt }
  }

  /// Every event so far, in order, Siri's questions as `.prompt` events where she asked them.
  public var events: [ConversationEvent] {
    frontEnd.state.withLock { $0.events }
  }

  /// Everything Siri said, in order, without the questions.
  public var dialogs: [String] {
    events.compactMap { event in
      guard case .speech(let speech) = event, !speech.text.isEmpty else { return nil }
      return speech.text
    }
  }

  /// What Siri said last, the question she asks included; "" when she said nothing yet.
  public var lastDialog: String {
    if let question = pendingPrompt { return question.text }
    return dialogs.last ?? ""
  }

  /// How the last turn ended; `nil` while it goes on.
  public var outcome: ConversationOutcome? {
    turn.withLock { $0.outcome }
  }

  /// Which App Shortcut the last utterance was taken for; `nil` when none fit it.
  public var understanding: Understanding? {
    let first = turn.withLock { $0.firstEvent }
    for event in events.dropFirst(first) {
      if case .understood(let understanding) = event { return understanding }
    }
    return nil
  }
}

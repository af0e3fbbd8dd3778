import ConversationRuntime
import Foundation
import SiriStore
import Testing
import TextSafety

/// The caps and checks every saved phrase passes, however it is saved (`shortcuts add`,
/// `rename`, `import`, `:add-to-siri`), through the real runtime and store.
@Suite struct SavedShortcutLimitsTests {
  typealias Session = RuntimeMemoryTests.Session

  static func shortcut(_ phrase: String, parameters: [SavedParameter] = []) -> VoiceShortcut {
    VoiceShortcut(
      id: UUID(), invocationPhrase: phrase, app: "Trails", intent: "OpenFavorites",
      parameters: parameters, created: StoreFixture.now)
  }

  static func failure(_ result: Result<VoiceShortcut, VoiceShortcutError>) -> VoiceShortcutError? {
    if case .failure(let error) = result { return error }
    return nil
  }

  @Test func aPhraseOverTheByteCapIsRefusedEveryWayItIsSaved() async throws {
    let session = try await Session()
    let long = String(repeating: "abcdefgh", count: 625)
    let tooLong = VoiceShortcutError.phraseTooLong(characters: 5000, bytes: 5000, limit: 512)

    #expect(throws: tooLong) {
      try session.runtime.addVoiceShortcut(phrase: long, intent: "OpenFavorites", parameters: [])
    }
    #expect(throws: tooLong) { try session.runtime.checkedPhrase(long) }
    let imported = try session.runtime.addVoiceShortcuts([Self.shortcut(long)])
    #expect(imported.map(Self.failure) == [tooLong])
    await session.say(RuntimeMemoryTests.order, answering: RuntimeMemoryTests.orderReplies)
    #expect(throws: tooLong) { try session.runtime.addToSiri(phrase: long) }

    #expect(
      tooLong.description.hasPrefix(
        "That phrase is 5,000 characters long; a phrase has at most 512."))
    #expect(try session.store.voiceShortcuts().isEmpty)
  }

  @Test func aValueOverItsCapIsRefused() async throws {
    let session = try await Session()
    let address = String(repeating: "1 Main St ", count: 500)

    #expect(
      throws: VoiceShortcutError.valueTooLong(
        parameter: "deliveryLocation", bytes: 5000, limit: 4096)
    ) {
      try session.runtime.addVoiceShortcut(
        phrase: "Soup home", intent: "OrderSoup",
        parameters: [SavedParameter(name: "deliveryLocation", value: address)])
    }
  }

  @Test func aFullStoreRefusesAnotherShortcut() async throws {
    let session = try await Session()
    try session.store.saveVoiceShortcuts(
      (0..<InputLimits.maxShortcutsPerStore).map { Self.shortcut("Trail walk \($0)") })

    #expect(throws: VoiceShortcutError.tooManyShortcuts(limit: InputLimits.maxShortcutsPerStore)) {
      try session.runtime.addVoiceShortcut(
        phrase: "Mountain time", intent: "OpenFavorites", parameters: [])
    }
    let imported = try session.runtime.addVoiceShortcuts([Self.shortcut("Mountain time")])
    #expect(imported.map(Self.failure) == [.tooManyShortcuts(limit: 1000)])
  }

  @Test func anUtterancePastTheCapNeverRunsASavedPhrase() {
    let phrase = (0..<32).map { _ in String(repeating: "abcdefghij", count: 400) }
      .joined(separator: " ")
    let matcher = VoiceShortcutMatcher(shortcuts: [Self.shortcut(phrase)])

    #expect(phrase.utf8.count > InputLimits.maxUtteranceBytes)
    #expect(matcher.match(phrase) == nil)
  }

  @Test func aPhraseOfFillersOnlyIsRefused() async throws {
    let session = try await Session()
    for phrase in ["a", "please", "hey", "Hey Siri, please"] {
      let error = #expect(throws: VoiceShortcutError.self) {
        try session.runtime.addVoiceShortcut(
          phrase: phrase, intent: "OpenFavorites", parameters: [])
      }
      #expect(error == .noContentWord(phrase: phrase))
    }
    #expect(try session.store.voiceShortcuts().isEmpty)
  }

  @Test func aFillerPhraseSavedBeforeNeverTakesOverAnUnrelatedUtterance() {
    let trail = Self.shortcut("Trail time")
    let matcher = VoiceShortcutMatcher(
      shortcuts: [Self.shortcut("a"), Self.shortcut("please"), Self.shortcut("hey"), trail])

    for utterance in ["hello", "xyzzy", "the best", "please help", "a"] {
      #expect(matcher.match(utterance) == nil, "\(utterance)")
    }
    #expect(matcher.match("trail tiem")?.shortcut == trail)
  }

  @Test func aSavedPhraseNeedsOneOfItsContentWordsSaid() {
    let sesame = Self.shortcut("Open sesame")
    let matcher = VoiceShortcutMatcher(shortcuts: [sesame])

    #expect(matcher.match("open the door") == nil)
    #expect(matcher.match("open sesam")?.shortcut == sesame)
  }

  @Test func importChecksEachPhraseAgainstTheSavedOnesAndThoseBefore() async throws {
    let session = try await Session()
    try session.runtime.addVoiceShortcut(
      phrase: "Trail time", intent: "OpenFavorites", parameters: [])
    let batch =
      (0..<990).map { Self.shortcut("soup phrase number \($0) alpha") } + [
        Self.shortcut("trail tiem"), Self.shortcut("Mountain mornings"),
        Self.shortcut("mountain mornings"),
      ]

    let results = try session.runtime.addVoiceShortcuts(batch)

    let refused = results.prefix(990).compactMap(Self.failure)
    #expect(refused.isEmpty, "\(refused.prefix(3))")
    guard case .recordedPhrase(_, let existing) = Self.failure(results[990]) else {
      Issue.record("“trail tiem” gave \(results[990]), \(results[991]), \(results[992])")
      return
    }
    #expect(existing.invocationPhrase == "Trail time")
    #expect(Self.failure(results[991]) == nil)
    guard case .recordedPhrase = Self.failure(results[992]) else {
      Issue.record("“mountain mornings” gave \(results[992])")
      return
    }
    #expect(try session.store.voiceShortcuts().count == 992)
    // Its cost (quadratic, it took half a minute) is bounded by Tests/Reliability/N10.sh, in
    // processor time on the release build, not by a clock here.
  }

  @Test func controlCharactersAreDroppedBeforeAPhraseIsChecked() async throws {
    let session = try await Session()

    let results = try session.runtime.addVoiceShortcuts([
      VoiceShortcut(
        id: UUID(), invocationPhrase: "Order\u{0} from the kitchen now", app: "Soup Chef",
        intent: "OrderSoup",
        parameters: [SavedParameter(name: "storeLocation", value: "Ferry\u{0} Building\u{1B}")],
        created: StoreFixture.now)
    ])

    let saved = try #require(try results.first?.get())
    #expect(saved.invocationPhrase == "Order from the kitchen now")
    #expect(saved.parameters.map(\.value) == ["Ferry Building"])
    #expect(
      try session.store.voiceShortcuts().map(\.invocationPhrase) == ["Order from the kitchen now"])
  }

  @Test func theStoreRefusesATakenPhraseAsTooCloseNotAsSQLite() throws {
    let store = try SiriStore(location: .memory)
    let first = Self.shortcut("Order from the kitchen now")
    try store.saveVoiceShortcut(first)

    #expect(
      throws: VoiceShortcutError.recordedPhrase(
        phrase: "ORDER from the kitchen NOW", existing: first)
    ) {
      try store.saveVoiceShortcuts([
        Self.shortcut("Mountain mornings"), Self.shortcut("ORDER from the kitchen NOW"),
      ])
    }
    // One transaction: the other shortcut of the batch wasn't saved either.
    #expect(try store.voiceShortcuts() == [first])
    #expect(throws: VoiceShortcutError.self) {
      try store.saveVoiceShortcut(Self.shortcut("Order\u{0} from the kitchen"))
    }
  }
}

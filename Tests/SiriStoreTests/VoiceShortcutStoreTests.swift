import ConversationRuntime
import Foundation
import SiriStore
import Testing

/// Add to Siri shortcuts in the store: saved, found by phrase whatever its case, renamed and
/// removed; two shortcuts never share a phrase.
@Suite struct VoiceShortcutStoreTests {
  @Test func savedShortcutsComeBackOldestFirstWithTheirValues() throws {
    let store = try SiriStore(location: .memory)
    let later = StoreFixture.shortcut("Lunch please", minutes: 10)
    let earlier = StoreFixture.shortcut("Soup time", minutes: 0)
    try store.saveVoiceShortcut(later)
    try store.saveVoiceShortcut(earlier)

    let saved = try store.voiceShortcuts()

    #expect(saved == [earlier, later])
    #expect(saved.first?.parameters == [StoreFixture.tomatoSoup, StoreFixture.ferryBuilding])
    #expect(saved.first?.source == VoiceShortcut.addToSiri)
  }

  @Test func aShortcutIsFoundByItsPhraseWhateverTheCase() throws {
    let store = try SiriStore(location: .memory)
    let shortcut = StoreFixture.shortcut("Soup time")
    try store.saveVoiceShortcut(shortcut)

    #expect(try store.voiceShortcut(phrase: "Soup time") == shortcut)
    #expect(try store.voiceShortcut(phrase: "SOUP TIME") == shortcut)
    #expect(try store.voiceShortcut(phrase: "soup time") == shortcut)
    #expect(throws: StoreError.noSuchShortcut(phrase: "soup times")) {
      try store.voiceShortcut(phrase: "soup times")
    }
  }

  @Test func aShortcutIsFoundByThePhraseAsTypedWhenItWasAdded() throws {
    let store = try SiriStore(location: .memory)
    let shortcut = StoreFixture.shortcut(VoiceShortcut.tidiedPhrase("Walrus \u{9B} \u{1B}tango"))
    try store.saveVoiceShortcut(shortcut)

    #expect(shortcut.invocationPhrase == "Walrus tango")
    #expect(try store.voiceShortcut(phrase: "Walrus \u{9B} \u{1B}tango") == shortcut)
    #expect(try store.removeVoiceShortcut(phrase: "walrus\n tango") == shortcut)
  }

  // A control between a space and a combining mark: dropping it made a space-and-mark
  // character that the next tidying dropped, so the listed phrase no longer found the shortcut
  // (found by the store-commands fuzz target; such shortcuts piled up in its store).
  @Test func aShortcutIsFoundByItsListedPhraseWhenAControlSatBeforeAMark() throws {
    let store = try SiriStore(location: .memory)
    let typed = "Soup \u{7}\u{6DF}time"
    let shortcut = StoreFixture.shortcut(VoiceShortcut.tidiedPhrase(typed))
    try store.saveVoiceShortcut(shortcut)

    let listed = try #require(try store.voiceShortcuts().first).invocationPhrase
    #expect(VoiceShortcut.tidiedPhrase(listed) == listed)
    #expect(try store.voiceShortcut(phrase: typed) == shortcut)
    #expect(try store.removeVoiceShortcut(phrase: listed) == shortcut)
    #expect(try store.voiceShortcuts().isEmpty)
  }

  @Test func aRenamedShortcutAnswersOnlyToItsNewPhrase() throws {
    let store = try SiriStore(location: .memory)
    let shortcut = StoreFixture.shortcut("Soup time")
    try store.saveVoiceShortcut(shortcut)

    try store.renameVoiceShortcut(id: shortcut.id, to: "Lunch please")

    var renamed = shortcut
    renamed.invocationPhrase = "Lunch please"
    #expect(try store.voiceShortcut(phrase: "lunch please") == renamed)
    #expect(throws: StoreError.noSuchShortcut(phrase: "Soup time")) {
      try store.voiceShortcut(phrase: "Soup time")
    }
    #expect(try store.voiceShortcuts() == [renamed])
  }

  @Test func aRemovedShortcutIsReturnedAndGone() throws {
    let store = try SiriStore(location: .memory)
    let soup = StoreFixture.shortcut("Soup time")
    let lunch = StoreFixture.shortcut("Lunch please", minutes: 1)
    try store.saveVoiceShortcut(soup)
    try store.saveVoiceShortcut(lunch)

    let removed = try store.removeVoiceShortcut(phrase: "SOUP TIME")

    #expect(removed == soup)
    #expect(try store.voiceShortcuts() == [lunch])
    #expect(throws: StoreError.noSuchShortcut(phrase: "soup time")) {
      try store.removeVoiceShortcut(phrase: "soup time")
    }
  }

  @Test func aSecondShortcutWithTheSamePhraseInAnotherCaseIsRefused() throws {
    let store = try SiriStore(location: .memory)
    let first = StoreFixture.shortcut("Soup time")
    try store.saveVoiceShortcut(first)

    // SQLite's UNIQUE constraint, read as the phrase being taken.
    #expect(throws: VoiceShortcutError.recordedPhrase(phrase: "SOUP TIME", existing: first)) {
      try store.saveVoiceShortcut(StoreFixture.shortcut("SOUP TIME", minutes: 1))
    }
    #expect(try store.voiceShortcuts() == [first])
  }

  @Test func renamingOntoAnotherShortcutsPhraseIsRefusedAndChangesNothing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    let store = try SiriStore(location: .file(url))
    let soup = StoreFixture.shortcut("Soup time")
    let lunch = StoreFixture.shortcut("Lunch please", minutes: 1)
    try store.saveVoiceShortcut(soup)
    try store.saveVoiceShortcut(lunch)

    #expect(throws: VoiceShortcutError.recordedPhrase(phrase: "soup TIME", existing: soup)) {
      try store.renameVoiceShortcut(id: lunch.id, to: "soup TIME")
    }

    #expect(try SiriStore(location: .file(url)).voiceShortcuts() == [soup, lunch])
  }
}

@_spi(SiriSim) import OpenAppIntents
import Testing

private struct SoupShortcuts: AppShortcutsProvider {
  static let includeMenu = true

  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderSoupIntent(),
      phrases: ["Order \(.applicationName)", "Order \(\.$soup) from \(.applicationName)"],
      shortTitle: "Order Soup", systemImageName: "cart")
    AppShortcut(intent: RateSoupIntent(), phrases: ["Rate my soup in \(.applicationName)"])
    if includeMenu {
      AppShortcut(intent: OpenMenuIntent(), phrases: ["Show the \(.applicationName) menu"])
    }
  }

  static let shortcutTileColor: ShortcutTileColor = .orange
}

private struct NoMenuShortcuts: AppShortcutsProvider {
  static let includeMenu = false

  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: BareIntent(), phrases: ["Bare \(.applicationName)"])
    if includeMenu {
      AppShortcut(intent: OpenMenuIntent(), phrases: ["Show the \(.applicationName) menu"])
    } else {
      AppShortcut(intent: ShowMenuIntent(), phrases: ["What's on at \(.applicationName)"])
    }
  }
}

@Suite struct AppShortcutTests {
  @Test func shortcutKeepsItsPhrasesAsKeys() throws {
    let shortcut = try #require(SoupShortcuts.appShortcuts.first)
    #expect(
      shortcut.phraseKeys == ["Order ${applicationName}", "Order ${soup} from ${applicationName}"])
    #expect(shortcut.phrases.count == 2)
    #expect(shortcut.intent is OrderSoupIntent)
  }

  @Test func shortTitleAndImageAreKept() throws {
    let shortcut = try #require(SoupShortcuts.appShortcuts.first)
    #expect(text(shortcut.shortTitle) == "Order Soup")
    #expect(shortcut.systemImageName == "cart")
    #expect(shortcut.displayTitle == "Order Soup")
  }

  @Test func displayTitleFallsBackToTheIntentTitle() {
    let shortcut = AppShortcut(intent: RateSoupIntent(), phrases: ["Rate \(.applicationName)"])
    #expect(shortcut.shortTitle == nil)
    #expect(shortcut.systemImageName == nil)
    #expect(shortcut.displayTitle == "Rate Soup")
  }

  @Test func builderListsEveryShortcutAndTakesTheIfBranch() {
    let titles = SoupShortcuts.appShortcuts.map(\.displayTitle)
    #expect(titles == ["Order Soup", "Rate Soup", "Open Menu"])
  }

  @Test func builderTakesTheElseBranch() {
    let shortcuts = NoMenuShortcuts.appShortcuts
    #expect(shortcuts.map(\.displayTitle) == ["Bare", "Show Menu"])
    #expect(shortcuts.last?.phraseKeys == ["What's on at ${applicationName}"])
  }

  @Test func builderSkipsAFalseIfWithoutElse() {
    @AppShortcutsBuilder var shortcuts: [AppShortcut] {
      AppShortcut(intent: BareIntent(), phrases: ["Bare \(.applicationName)"])
      if NoMenuShortcuts.includeMenu {
        AppShortcut(intent: OpenMenuIntent(), phrases: ["Menu \(.applicationName)"])
      }
    }
    #expect(shortcuts.map(\.displayTitle) == ["Bare"])
  }

  @Test func builderAcceptsALoop() {
    @AppShortcutsBuilder var shortcuts: [AppShortcut] {
      for word in ["Soup", "Stew"] {
        AppShortcut(intent: BareIntent(), phrases: [AppShortcutPhrase(word + " time")])
      }
    }
    #expect(shortcuts.flatMap(\.phraseKeys) == ["Soup time", "Stew time"])
  }

  @Test func shortcutIntentKeepsPresetParameters() throws {
    let preset = OrderSoupIntent()
    preset.soup = .tomato
    let shortcut = AppShortcut(intent: preset, phrases: ["Tomato time in \(.applicationName)"])
    let intent = try #require(shortcut.intent as? OrderSoupIntent)
    #expect(intent.soup == .tomato)
  }

  @Test func tileColorIsTheProvidersOrNavy() {
    #expect(SoupShortcuts.shortcutTileColor == .orange)
    #expect(NoMenuShortcuts.shortcutTileColor == .navy)
    #expect(ShortcutTileColor.allCases.count == 15)
  }

  @Test func updateAppShortcutParametersReachesTheRunningRuntime() async throws {
    let calls = Counter()
    let update: @Sendable () -> Void = { calls.increment() }
    try await withConversation(ScriptedConversation(), updateAppShortcutParameters: update) {
      SoupShortcuts.updateAppShortcutParameters()
      SoupShortcuts.updateAppShortcutParameters()
    }
    #expect(calls.value == 2)
  }

  @Test func updateAppShortcutParametersOutsideAnIntentDoesNothing() async throws {
    let calls = Counter()
    let update: @Sendable () -> Void = { calls.increment() }
    try await withConversation(ScriptedConversation(), updateAppShortcutParameters: update) {
      // A detached task does not run inside the intent, so it reaches no runtime.
      await Task.detached { SoupShortcuts.updateAppShortcutParameters() }.value
    }
    SoupShortcuts.updateAppShortcutParameters()
    #expect(calls.value == 0)
  }
}

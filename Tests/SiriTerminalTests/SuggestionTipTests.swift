import ConversationRuntime
import ConversationSession
import ConversationTestSupport
import Foundation
import OpenAppIntents
import SiriSimApp
import SiriStore
import SiriTerminal
import SoupChef
import Testing

/// Siri Suggestions in the curses UI: the idle tip shows the top one and Enter runs it, through
/// `update`, the bridge, the real runtime and a real (in-memory) store.
@Suite(.timeLimit(.minutes(1)))
struct SuggestionTipTests {
  static let noon = IntentEnvironment.fixed(now: TestClock.fridayNoon)

  /// The UI over Soup Chef remembering into `store`, and the app's order history.
  static func ui(store: SiriStore) async -> (SoupChefUI, SoupOrderDataManager) {
    let orders = SoupOrderDataManager(
      environment: noon, appData: store.appData(for: SoupChefApp.bundleIdentifier))
    let runtime = await ConversationRuntime(
      apps: [SoupChefApp.manifest(environment: noon, orders: orders)],
      options: ConversationRuntime.Options(environment: noon), memory: store)
    return (await SoupChefUI(runtime: runtime), orders)
  }

  /// Orders Tomato Soup from the Ferry Building with the keyboard alone.
  static func orderTomatoSoup(_ ui: inout SoupChefUI) async {
    await ui.say("Order tomato soup from Soup Chef")
    ui.type("ferry")
    ui.press(.enter)
    await ui.settle()
    ui.press(.enter)
    await ui.settle()
  }

  @Test func aNewStoreShowsTheAppShortcutTip() async throws {
    let (ui, _) = await Self.ui(store: try SiriStore(location: .memory))
    #expect(ui.state.suggestion == nil)
    #expect(ui.frame.rowText(22).contains("Try: “"))
  }

  @Test func anOrderBecomesTheIdleSuggestionWithItsReason() async throws {
    var (ui, orders) = await Self.ui(store: try SiriStore(location: .memory))
    await Self.orderTomatoSoup(&ui)
    #expect(orders.orderHistory.count == 1)
    let tip = try #require(ui.state.suggestion)
    #expect(tip.hasPrefix("Siri Suggestion: Order Soup · Soup: Tomato Soup"))
    #expect(tip.contains("Store Location: Ferry Building"))
    #expect(!tip.contains("storeLocation"))
    #expect(tip.contains("You ordered Tomato Soup recently"))
    let input = ui.frame.rowText(22)
    #expect(input.contains("Siri Suggestion: Order Soup"))
    #expect(!input.contains("Try: “"))
  }

  @Test(arguments: [80, 100])
  func theTipFitsTheWidthWithItsKeyAndTheFooterSaysTabTakesIt(columns: Int) async throws {
    var (ui, _) = await Self.ui(store: try SiriStore(location: .memory))
    await Self.orderTomatoSoup(&ui)
    let frame = ui.resized(to: TerminalSize(columns: columns, rows: 24))
    let input = frame.rowText(22).trimmingCharacters(in: .whitespaces)
    #expect(input.hasPrefix("› Siri Suggestion: Order Soup"))
    #expect(input.hasSuffix("(Tab/→)"))
    #expect(frame.rowText(23).contains("Tab/→ take suggestion"))
    ui.type("x")
    #expect(ui.frame.rowText(23).contains("Enter send"))
  }

  @Test func aStrayEnterOnTheSuggestionRunsNothing() async throws {
    var (ui, orders) = await Self.ui(store: try SiriStore(location: .memory))
    await Self.orderTomatoSoup(&ui)
    let effects = ui.effects.count
    ui.press(.enter)
    ui.press(.enter)
    await ui.settle()
    #expect(ui.effects.count == effects)
    #expect(ui.state.pane == nil)
    #expect(orders.orderHistory.count == 1)
  }

  @Test(arguments: [Key.tab, Key.right])
  func theSuggestionTakenThenSentConfirmsWithNoButtonFocused(take: Key) async throws {
    var (ui, orders) = await Self.ui(store: try SiriStore(location: .memory))
    await Self.orderTomatoSoup(&ui)
    ui.press(take)
    #expect(ui.state.input.text == ":suggestion")
    ui.press(.enter)
    #expect(ui.effects.last == .command(SessionCommand(SuggestionCommand(1))))
    await ui.settle()
    guard case .confirmation(let confirmation) = ui.state.pane else {
      Issue.record("Expected the confirmation, got \(String(describing: ui.state.pane))")
      return
    }
    #expect(confirmation.focus == nil)
    #expect(ui.frame.text.contains("  [ Order ]   [ Cancel ]"))
    // Enter pressed again, as a double Enter would: no order.
    ui.press(.enter)
    await ui.settle()
    #expect(orders.orderHistory.count == 1)
    #expect(ui.frame.rowText(23).contains("Pick a button first"))
    ui.press(.tab)
    ui.press(.enter)
    await ui.settle()
    #expect(orders.orderHistory.count == 2)
    #expect(orders.orderHistory.first?.storeLocation?.name == "Ferry Building")
  }

  @Test func aConfirmationOfWhatWasSaidStillFocusesItsButton() async throws {
    var (ui, _) = await Self.ui(store: try SiriStore(location: .memory))
    await Self.orderTomatoSoup(&ui)
    await ui.say("Order tomato soup from Soup Chef")
    ui.type("ferry")
    ui.press(.enter)
    await ui.settle()
    guard case .confirmation(let confirmation) = ui.state.pane else {
      Issue.record("Expected the confirmation, got \(String(describing: ui.state.pane))")
      return
    }
    #expect(confirmation.focus == .confirm)
  }

  @Test func typedTextIsSentNotTheSuggestion() async throws {
    var (ui, _) = await Self.ui(store: try SiriStore(location: .memory))
    await Self.orderTomatoSoup(&ui)
    ui.type(":apps")
    ui.press(.enter)
    #expect(ui.effects.last == .command(SessionCommand(AppsCommand())))
  }

  @Test func addToSiriSavesTheLastOrderUnderAPhraseThatThenRunsIt() async throws {
    let store = try SiriStore(location: .memory)
    var (ui, orders) = await Self.ui(store: store)
    await Self.orderTomatoSoup(&ui)
    ui.type(":add-to-siri Soup time")
    ui.press(.enter)
    await ui.settle()
    let saved = try store.voiceShortcuts()
    #expect(saved.map(\.invocationPhrase) == ["Soup time"])
    #expect(ui.state.scrollback.contains { "\($0)".contains("Added to Siri: “Soup time”") })
    await ui.say("soup tiem")
    guard case .confirmation = ui.state.pane else {
      Issue.record("Expected the confirmation, got \(String(describing: ui.state.pane))")
      return
    }
    ui.press(.enter)
    await ui.settle()
    #expect(orders.orderHistory.count == 2)
  }

  @Test func suggestionsCommandListsThemWithTheirReasons() async throws {
    var (ui, _) = await Self.ui(store: try SiriStore(location: .memory))
    await Self.orderTomatoSoup(&ui)
    await Self.orderTomatoSoup(&ui)
    ui.type(":suggestions")
    ui.press(.enter)
    await ui.settle()
    let lines = ui.state.scrollback.map { "\($0)" }
    #expect(lines.contains { $0.contains("1. Order Soup · soup: Tomato Soup") })
    #expect(lines.contains { $0.contains("You order Tomato Soup") && $0.contains("2 times") })
  }
}

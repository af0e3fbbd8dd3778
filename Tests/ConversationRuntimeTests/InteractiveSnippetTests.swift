import ConversationRuntime
import ConversationTestSupport
import Locking
@_spi(SiriSim) import OpenAppIntents
import Testing

/// How many lamps a basket holds: the state a snippet's buttons change.
final class LampBasket: Sendable {
  let count = Locked(1)
}

/// A button's intent: adds a lamp to the basket.
struct AddLampIntent: AppIntent {
  static let title: LocalizedStringResource = "Add a Lamp"
  @Dependency private var basket: LampBasket

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let count = basket.count.withLock { count in
      count += 1
      return count
    }
    return .result(dialog: "\(count) lamps.")
  }
}

/// Draws the basket with a button and a toggle.
struct BasketSnippetIntent: SnippetIntent {
  static let title: LocalizedStringResource = "Basket"
  @Dependency private var basket: LampBasket

  func perform() async throws -> some IntentResult & ShowsSnippetView {
    let count = basket.count.withLock { $0 }
    return .result(
      view: VStack {
        Text("\(count) lamps in your basket")
        Button(intent: AddLampIntent()) { Text("Add One") }
        Toggle(isOn: count > 2, intent: AddLampIntent()) { Text("Bulk Order") }
      })
  }
}

/// Confirms a purchase with the basket's interactive snippet.
struct BuyLampsIntent: AppIntent {
  static let title: LocalizedStringResource = "Buy Lamps"
  @Dependency private var basket: LampBasket

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(actionName: .buy, snippetIntent: BasketSnippetIntent())
    return .result(dialog: "Bought \(basket.count.withLock { $0 }) lamps.")
  }
}

/// Shows the basket.
struct ShowBasketIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Basket"

  func perform() async throws -> some IntentResult & ShowsSnippetIntent {
    .result(snippetIntent: BasketSnippetIntent())
  }
}

/// `SnippetIntent`, `Button(intent:)` and `Toggle(isOn:intent:)`, through the runtime.
@Suite struct InteractiveSnippetTests {
  static func runtime(voiceOnly: Bool = false) async -> ConversationRuntime {
    var manifest = LampShopFixture.manifest(log: PerformLog())
    manifest.intents += [BuyLampsIntent.self, ShowBasketIntent.self]
    manifest.add(dependency: LampBasket())
    return await ConversationRuntime(
      apps: [manifest],
      options: ConversationRuntime.Options(voiceOnly: voiceOnly, environment: TestClock.environment)
    )
  }

  static func lastSnippetText(_ frontEnd: AnsweringFrontEnd) -> [String] {
    frontEnd.speeches.compactMap(\.snippet).last.map { $0.root.texts } ?? []
  }

  @Test func aConfirmationsButtonsWorkUntilThePersonBuys() async throws {
    let frontEnd = AnsweringFrontEnd([.choice(0), .choice(2)])
    await Self.runtime().run(intentNamed: "BuyLampsIntent", parameters: [], with: frontEnd)

    let titles = frontEnd.prompts.compactMap { prompt -> [String]? in
      guard case .choice(let choice) = prompt else { return nil }
      return choice.choices.map(\.title)
    }
    #expect(titles.first == ["Add One", "☐ Bulk Order", "Buy", "Cancel"])
    // Drawn again after the press: two lamps now.
    #expect(Self.lastSnippetText(frontEnd).first == "2 lamps in your basket")
    #expect(frontEnd.spokenTexts.contains("2 lamps."))
    #expect(frontEnd.spokenTexts.last == "Bought 2 lamps.")
  }

  @Test func cancellingTheConfirmationCancelsTheIntent() async {
    let frontEnd = AnsweringFrontEnd([.choice(3)])
    let outcome = await Self.runtime().run(
      intentNamed: "BuyLampsIntent", parameters: [], with: frontEnd)
    #expect(outcome == .cancelled)
  }

  @Test func aResultsSnippetStaysPressableUntilDone() async {
    let frontEnd = AnsweringFrontEnd([.choice(1), .choice(1), .choice(2)])
    let outcome = await Self.runtime().run(
      intentNamed: "ShowBasketIntent", parameters: [], with: frontEnd)

    guard case .completed = outcome else {
      Issue.record("showing the basket should complete: \(outcome)")
      return
    }
    // The toggle, pressed twice: three lamps, then the toggle reads on.
    #expect(frontEnd.prompts.count == 3)
    #expect(Self.lastSnippetText(frontEnd).contains("☑ Bulk Order"))
  }

  @Test func voiceOnlyDrawsNoSnippetAndAsksAnOrdinaryConfirmation() async throws {
    let frontEnd = AnsweringFrontEnd([.confirm(true)])
    await Self.runtime(voiceOnly: true).run(
      intentNamed: "BuyLampsIntent", parameters: [], with: frontEnd)
    let confirmation = try #require(frontEnd.prompts.first?.confirmationPrompt)
    #expect(confirmation.confirmTitle == "Buy")
    #expect(frontEnd.spokenTexts.last == "Bought 1 lamps.")
  }
}

@_spi(SiriSim) import OpenAppIntents
import Testing

@Suite struct AppShortcutPhraseTests {
  @Test func phraseWithParameterAndAppNameSplitsIntoSegments() {
    let phrase: AppShortcutPhrase<OrderSoupIntent> = "Order \(\.$soup) from \(.applicationName)"
    #expect(
      phrase.segments == [.text("Order "), .parameter("soup"), .text(" from "), .applicationName])
    #expect(phrase.key == "Order ${soup} from ${applicationName}")
  }

  @Test func phraseWithOnlyTheAppName() {
    let phrase: AppShortcutPhrase<OrderSoupIntent> = "Order \(.applicationName)"
    #expect(phrase.segments == [.text("Order "), .applicationName])
    #expect(phrase.key == "Order ${applicationName}")
  }

  @Test func phraseStartingWithTheAppName() {
    let phrase: AppShortcutPhrase<OrderSoupIntent> = "\(.applicationName) menu"
    #expect(phrase.segments == [.applicationName, .text(" menu")])
    #expect(phrase.key == "${applicationName} menu")
  }

  @Test func parameterSegmentUsesThePropertyName() {
    let phrase: AppShortcutPhrase<OrderSoupIntent> =
      "Deliver to \(\.$deliveryLocation) with \(.applicationName)"
    #expect(phrase.segments.contains(.parameter("deliveryLocation")))
    #expect(phrase.key == "Deliver to ${deliveryLocation} with ${applicationName}")
  }

  @Test func plainTextPhrase() {
    let literal: AppShortcutPhrase<BareIntent> = "Soup time"
    #expect(literal.segments == [.text("Soup time")])
    #expect(AppShortcutPhrase<BareIntent>("Soup time").key == "Soup time")
  }

  @Test func keyIsBuiltFromAnySegments() {
    let key = AppShortcutPhraseSegment.key(for: [
      .applicationName, .text(" add "), .parameter("topping"),
    ])
    #expect(key == "${applicationName} add ${topping}")
    #expect(AppShortcutPhraseSegment.key(for: []) == "")
  }

  @Test func negativePhraseKeyReadsAsTheSegmentsItsInterpolationMakes() {
    let keyed = NegativeAppShortcutPhrase("${applicationName} timer in ${applicationName}")
    let interpolated: NegativeAppShortcutPhrase = "\(.applicationName) timer in \(.applicationName)"
    #expect(keyed.segments == [.applicationName, .text(" timer in "), .applicationName])
    #expect(interpolated.segments == keyed.segments)
    #expect(NegativeAppShortcutPhrase("Start a timer").segments == [.text("Start a timer")])
    #expect(NegativeAppShortcutPhrase("").segments == [])
  }
}

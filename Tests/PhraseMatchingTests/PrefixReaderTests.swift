import PhraseMatching
import Testing

/// The preview's reading of a sentence still being typed: the phrase it begins, the value
/// typed so far and what the phrase still needs; nothing for words no phrase begins with.
@Suite struct PrefixReaderTests {
  static let trails = AppPhrases(
    name: "Trails",
    intents: [
      IntentPhrases(
        intent: "GetTrailInfo",
        phrases: [
          PhraseTemplate(
            segments: [
              .text("Get conditions on "), .parameter("trail"), .text(" with "),
              .applicationName,
            ])
        ]),
      IntentPhrases(
        intent: "StartWorkout",
        phrases: [
          PhraseTemplate(segments: [
            .text("Start "), .parameter("workout"), .text(" in "), .applicationName,
          ])
        ]),
    ])
  static let soupChef = AppPhrases(
    name: "Soup Chef",
    intents: [IntentPhrases(intent: "OrderSoup", phrases: [SoupChef.orderSoup])])
  let reader = PhrasePrefixReader(apps: [Self.soupChef, Self.trails])

  @Test func readsTheValueStillBeingTyped() throws {
    let reading = try #require(reader.read("Order clam ch"))
    #expect(reading.app == "Soup Chef")
    #expect(reading.intent == "OrderSoup")
    #expect(reading.values.map(\.parameter) == ["soup"])
    #expect(reading.values.map(\.words) == ["clam ch"])
    #expect(reading.isTypingValue)
    #expect(reading.rest == [.text("from"), .applicationName])
  }

  @Test func aWordBeingTypedBeginsThePhrasesWord() throws {
    let reading = try #require(reader.read("Get cond"))
    #expect(reading.intent == "GetTrailInfo")
    #expect(reading.values.isEmpty)
    #expect(
      reading.rest == [
        .text("on"), .parameter("trail"), .text("with"), .applicationName,
      ])
  }

  @Test func theValueEndsWhereThePhrasesNextWordBegins() throws {
    let reading = try #require(reader.read("Order tomato soup from Soup Ch"))
    #expect(reading.values.map(\.words) == ["tomato soup"])
    #expect(!reading.isTypingValue)
    #expect(reading.rest.isEmpty)
  }

  @Test func aFillerThePhraseDoesntSayIsPassedOver() throws {
    let reading = try #require(reader.read("Please start a hike"))
    #expect(reading.intent == "StartWorkout")
    #expect(reading.values.map(\.words) == ["a hike"])
  }

  @Test func wordsNoPhraseBeginsWithReadAsNothing() {
    #expect(reader.read("hello there") == nil)
    #expect(reader.read("") == nil)
    // A value alone says no phrase; a word with letters after the phrase's end says another.
    #expect(reader.read("clam chowder") == nil)
    #expect(reader.read("Order soup from Soup Chef now please yes") == nil)
  }
}

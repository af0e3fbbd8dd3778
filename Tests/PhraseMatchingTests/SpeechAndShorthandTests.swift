import PhraseMatching
import Testing

/// What a speech recognizer or a hurried typist writes: number homophones, initialisms, and a
/// verb paraphrase that must not stretch to what the app does not have.
@Suite struct SpeechAndShorthandTests {
  static let matcher = SoupChef.matcher

  @Test(arguments: [
    ("order for tomato soups from Soup Chef", 4),
    ("order too chicken noodle soups from Soup Chef", 2),
    ("order to tomato soups from Soup Chef", 2), ("order won tomato soup from Soup Chef", 1),
  ])
  func aNumberHomophoneBeforeAValueIsTheQuantity(_ utterance: String, _ quantity: Int) throws {
    let match = try #require(Self.matcher.bestMatch(for: utterance))
    #expect(match.slots["quantity"]?.number == quantity)
    #expect(match.slots["soup"]?.candidates.isEmpty == false)
  }

  @Test(arguments: [
    "Order tomato soup for delivery from Soup Chef", "Order a tomato soup for me from Soup Chef",
    "Order for tomato soup from Soup Chef",
  ])
  func theSameWordsElsewhereAreNoNumber(_ utterance: String) throws {
    let match = try #require(Self.matcher.bestMatch(for: utterance))
    #expect(match.slots["quantity"] == nil)
  }

  @Test func anInitialismNamesTheTitle() throws {
    let match = try #require(Self.matcher.bestMatch(for: "Order NE clam chowder from Soup Chef"))
    #expect(SoupChef.soupIDs(match) == ["newEnglandClamChowder"])
    let shorter = try #require(Self.matcher.bestMatch(for: "Order NECC from Soup Chef"))
    #expect(SoupChef.soupIDs(shorter) == ["newEnglandClamChowder"])
  }

  @Test func partOfATitleRunTogetherNamesItsEntries() throws {
    let match = try #require(Self.matcher.bestMatch(for: "Order clamchowder from Soup Chef"))
    #expect(SoupChef.soupIDs(match) == ["newEnglandClamChowder", "manhattanClamChowder"])
    let apart = try #require(Self.matcher.bestMatch(for: "Order clam chowder from Soup Chef"))
    #expect(apart.score > match.score)
    let noodle = try #require(Self.matcher.bestMatch(for: "Order noodlesoup from Soup Chef"))
    #expect(SoupChef.soupIDs(noodle) == ["chickenNoodleSoup"])
  }

  @Test func aParaphrasedVerbDoesNotStretchToSomethingTheAppLacks() throws {
    #expect(Self.matcher.bestMatch(for: "Buy a Soup Chef gift card") == nil)
    // The phrase's own verb may still order an unknown soup, and "buy" a known one; a gift
    // card is no food (`NounKinds`), so not even "order" takes it.
    #expect(Self.matcher.bestMatch(for: "Order ribollita from Soup Chef")?.intent == "OrderSoup")
    #expect(Self.matcher.bestMatch(for: "Order gift card from Soup Chef") == nil)
    let soup = try #require(Self.matcher.bestMatch(for: "Buy a tomato soup from Soup Chef"))
    #expect(SoupChef.soupIDs(soup) == ["tomatoSoup"])
  }

  @Test(arguments: [
    "Cancel my order from Soup Chef", "Refund my Soup Chef order",
    "Delete my soup order in Soup Chef",
    "Don't order tomato soup from Soup Chef",
  ])
  func oppositesNeverMatch(_ utterance: String) {
    #expect(Self.matcher.bestMatch(for: utterance) == nil)
  }
}

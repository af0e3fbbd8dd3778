import PhraseMatching
import Testing

@Suite struct QuantityTests {
  @Test(arguments: [
    ("Order two tomato soups from Soup Chef", 2),
    ("Order 3 tomato soups from Soup Chef", 3),
    ("Order five bowls of tomato soup from Soup Chef", 5),
    ("Order one tomato soup from Soup Chef", 1),
    ("Order a dozen tomato soups from Soup Chef", 12),
    ("Order twenty one tomato soups from Soup Chef", 21),
    ("Order tomato soup from Soup Chef, make it four", 4),
    ("Order tomato soup x3 from Soup Chef", 3),
    ("Order tomato soup from Soup Chef, I need 6 of them", 6),
    ("Order two of the tomato soups from Soup Chef", 2),
    ("Order tomato soup from Soup Chef, 3 please", 3),
    ("Order a couple of tomato soups from Soup Chef", 2),
  ])
  func numberWordsAndDigitsFillTheNumberParameter(utterance: String, quantity: Int) throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: utterance))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    let slot = try #require(match.slots["quantity"])
    #expect(slot.number == quantity)
    #expect(slot.isExtra)
    #expect(slot.score == 1)
  }

  @Test func numberTextIsTheNumberWordsOnly() throws {
    let match = try #require(
      SoupChef.matcher.bestMatch(for: "Order five bowls of tomato soup from Soup Chef"))
    #expect(match.slots["quantity"]?.text == "five")
    #expect(match.slots["soup"]?.text == "tomato soup")
  }

  @Test func numbersThatCountNothingAreNoQuantity() throws {
    // "one" as a pronoun, and numbers of places or times.
    let pronoun = try #require(
      SoupChef.matcher.bestMatch(for: "Order the chicken one from Soup Chef"))
    #expect(pronoun.slots["quantity"] == nil)
    #expect(SoupChef.soupIDs(pronoun) == ["chickenNoodleSoup"])
    let address = try #require(
      SoupChef.matcher.bestMatch(
        for: "Order tomato soup from Soup Chef for delivery to 42 Main Street"))
    #expect(address.slots["quantity"] == nil)
    #expect(address.slots["deliveryLocation"]?.text == "42 Main Street")
  }

  @Test func numberNeedsANumberParameter() throws {
    let matcher = try TrailGuide.matcher()
    let show = try #require(matcher.bestMatch(for: "Show Lost Lake Loop in Trail Guide"))
    #expect(show.slots.keys.sorted() == ["trail"])
    let hike = try #require(
      matcher.bestMatch(for: "Start a hike on Lost Lake Loop with Trail Guide for 3 people"))
    #expect(hike.intent == "StartHike")
    #expect(hike.slots["hikers"]?.number == 3)
  }
}

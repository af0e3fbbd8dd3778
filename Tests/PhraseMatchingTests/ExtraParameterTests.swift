import PhraseMatching
import Testing

@Suite struct ExtraParameterTests {
  @Test(arguments: [
    ("Order tomato soup with cheese from Soup Chef", ["Cheese"]),
    ("Order tomato soup with croutons and cheese from Soup Chef", ["Croutons", "Cheese"]),
    ("Order tomato soup with croutons plus red pepper from Soup Chef", ["Croutons", "Red Pepper"]),
    ("Order tomato soup from Soup Chef with extra croutons", ["Croutons"]),
    (
      "Order tomato soup w/ cheese, croutons & red peppers from Soup Chef",
      ["Cheese", "Croutons", "Red Pepper"]
    ),
  ])
  func toppingsAreCollectedAsAList(utterance: String, toppings: [String]) throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: utterance))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    let slot = try #require(match.slots["toppings"])
    #expect(slot.items.map { $0.candidates.map(\.id) } == toppings.map { [$0] })
    #expect(slot.items.allSatisfy { $0.isExtra })
    #expect(slot.candidates.isEmpty)
  }

  @Test func negatedValuesAreLeftOut() throws {
    let without = try #require(
      SoupChef.matcher.bestMatch(for: "Order tomato soup without croutons from Soup Chef"))
    #expect(without.slots["toppings"] == nil)
    let mixed = try #require(
      SoupChef.matcher.bestMatch(
        for: "Order tomato soup with cheese and no croutons from Soup Chef"))
    #expect(SoupChef.toppingIDs(mixed) == ["Cheese"])
    let hold = try #require(
      SoupChef.matcher.bestMatch(for: "Order tomato soup from Soup Chef, hold the red pepper"))
    #expect(hold.slots["toppings"] == nil)
  }

  @Test(arguments: [
    ("Order tomato soup from Soup Chef for delivery", "delivery"),
    ("Order tomato soup from Soup Chef, deliver it", "delivery"),
    ("Order tomato soup from Soup Chef and have it delivered", "delivery"),
    ("Order tomato soup from Soup Chef for pickup", "pickup"),
    ("Order tomato soup from Soup Chef to pick up", "pickup"),
    ("Order tomato soup from Soup Chef, I'll pick it up", "pickup"),
    ("Order tomato soup from Soup Chef for pick-up", "pickup"),
    ("Order tomato soup from Soup Chef for takeout", "pickup"),
    ("Order tomato soup to go from Soup Chef", "pickup"),
  ])
  func enumCasesAreReadInOtherWordForms(utterance: String, orderType: String) throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: utterance))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.slots["orderType"]?.candidates.map(\.id) == [orderType])
  }

  @Test func exactEnumTitleScoresOneAndOtherFormsLess() throws {
    let exact = try #require(
      SoupChef.matcher.bestMatch(for: "Order tomato soup from Soup Chef for delivery"))
    let form = try #require(
      SoupChef.matcher.bestMatch(for: "Order tomato soup from Soup Chef, deliver it"))
    #expect(exact.slots["orderType"]?.score == 1)
    #expect(form.slots["orderType"]?.score == 0.96)
  }

  @Test func optionEntriesAndFreeTextAfterACueFillTheirParameters() throws {
    let store = try #require(
      SoupChef.matcher.bestMatch(
        for: "Order tomato soup from Soup Chef, I'll pick it up at the Civic Center"))
    #expect(store.slots["storeLocation"]?.candidates.map(\.id) == ["Civic Center"])
    #expect(store.slots["deliveryLocation"] == nil)
    let address = try #require(
      SoupChef.matcher.bestMatch(
        for: "Order tomato soup from Soup Chef and deliver it to my office"))
    #expect(address.slots["deliveryLocation"]?.text == "my office")
    #expect(address.slots["deliveryLocation"]?.candidates == [])
  }

  @Test func everyParameterAtOnce() throws {
    let match = try #require(
      SoupChef.matcher.bestMatch(
        for: "Order two tomato soups with cheese and croutons from Soup Chef for delivery"))
    #expect(SoupChef.soupIDs(match) == ["tomatoSoup"])
    #expect(match.slots["quantity"]?.number == 2)
    #expect(SoupChef.toppingIDs(match) == ["Cheese", "Croutons"])
    #expect(match.slots["orderType"]?.candidates.map(\.id) == ["delivery"])
    #expect(match.score >= 0.9)
  }

  @Test func extrasWithoutThePhraseSlot() throws {
    let match = try #require(SoupChef.matcher.bestMatch(for: "Order from Soup Chef for pickup"))
    #expect(match.slots["soup"] == nil)
    #expect(match.slots["orderType"]?.candidates.map(\.id) == ["pickup"])
  }

  @Test func extrasOfAnotherApp() throws {
    let match = try #require(
      try TrailGuide.matcher().bestMatch(for: "Show the difficult Eagle Peak Trail in Trail Guide"))
    #expect(match.slots["difficulty"]?.candidates.map(\.id) == ["hard"])
    #expect(match.slots["trail"]?.candidates.map(\.id) == ["eaglePeak"])
  }
}

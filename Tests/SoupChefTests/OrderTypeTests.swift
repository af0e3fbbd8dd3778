import OpenAppIntents
import SoupChef
import Testing

/// Pickup or delivery, as App Intents shows them.
@Suite struct OrderTypeTests {
  @Test func casesShowInLowerCase() {
    #expect(OrderTypeAppEnum.pickup.displayRepresentation.title.defaultValue == "pickup")
    #expect(OrderTypeAppEnum.delivery.displayRepresentation.title.defaultValue == "delivery")
  }

  @Test func casesAreInDeclarationOrder() {
    #expect(OrderTypeAppEnum.allCases == [.pickup, .delivery])
    #expect(OrderTypeAppEnum.allCases.map(\.rawValue) == ["pickup", "delivery"])
  }

  @Test func typeIsNamedOrderType() {
    #expect(OrderTypeAppEnum.typeDisplayRepresentation.name.defaultValue == "Order Type")
  }

  @Test func pickupIsAlsoSaidTakeoutAndToGo() {
    let synonyms = OrderTypeAppEnum.pickup.displayRepresentation.synonyms.map(\.defaultValue)
    #expect(synonyms.contains("takeout"))
    #expect(synonyms.contains("to go"))
    #expect(OrderTypeAppEnum.delivery.displayRepresentation.synonyms.isEmpty)
  }
}

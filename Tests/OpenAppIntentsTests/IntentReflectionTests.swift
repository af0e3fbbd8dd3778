import Foundation
import OpenAppIntents
import Testing

@Suite struct IntentReflectionTests {
  @Test func parametersAreListedInDeclarationOrder() {
    let names = IntentReflection.parameters(of: OrderSoupIntent()).map(\.name)
    #expect(
      names == ["soup", "quantity", "toppings", "orderType", "deliveryLocation", "storeLocation"])
  }

  @Test func dependenciesAreNotParameters() {
    let names = IntentReflection.parameters(of: OrderSoupIntent()).map(\.name)
    #expect(!names.contains("orderLog"))
  }

  @Test func intentWithoutParametersHasNone() {
    #expect(IntentReflection.parameters(of: OpenMenuIntent()).isEmpty)
  }

  @Test func reflectionBindsEachParameterToItsName() {
    let intent = BareIntent()
    #expect(intent.$deliveryLocation.descriptor.name == "value")
    let parameters = IntentReflection.parameters(of: intent)
    for (name, parameter) in parameters {
      #expect(parameter.descriptor.name == name)
    }
    #expect(intent.$deliveryLocation.descriptor.name == "deliveryLocation")
  }

  @Test func reflectedParametersAreTheIntentsOwn() throws {
    let intent = OrderSoupIntent()
    let parameters = IntentReflection.parameters(of: intent)
    let quantity = try #require(parameters.first { $0.name == "quantity" }?.parameter)
    try quantity.setValue(3)
    #expect(intent.quantity == 3)
    #expect(quantity === intent.$quantity)
  }

  @Test func descriptorKindsFollowTheValueTypes() {
    let intent = OrderSoupIntent()
    let kinds = Dictionary(
      uniqueKeysWithValues: IntentReflection.parameters(of: intent).map {
        ($0.name, $0.parameter.descriptor.kind)
      })
    guard case .entity(let soup) = kinds["soup"] else {
      Issue.record("soup is not an entity: \(String(describing: kinds["soup"]))")
      return
    }
    #expect(text(soup.typeDisplayRepresentation.name) == "Soup")
    guard case .integer = kinds["quantity"] else {
      Issue.record("quantity is not an integer")
      return
    }
    guard case .list(.entity(let topping)) = kinds["toppings"] else {
      Issue.record("toppings is not a list of entities")
      return
    }
    #expect(text(topping.typeDisplayRepresentation.name) == "Topping")
    guard case .enumeration(let orderType) = kinds["orderType"] else {
      Issue.record("orderType is not an enumeration")
      return
    }
    #expect(orderType.cases.map(\.id) == ["pickup", "delivery", "catering"])
    guard case .placemark = kinds["deliveryLocation"] else {
      Issue.record("deliveryLocation is not a placemark")
      return
    }
  }

  @Test func listKindReportsItsElementKind() {
    let kind = [ToppingEntity]._valueKind
    #expect(kind.isList)
    guard case .entity = kind.elementKind else {
      Issue.record("element kind is not an entity")
      return
    }
    #expect(Int._valueKind.isList == false)
    guard case .integer = Int._valueKind.elementKind else {
      Issue.record("an integer's element kind is not itself")
      return
    }
  }

  @Test func transientEntitiesAndDateComponentsCannotBeTypedIn() {
    guard case .unsupported(let name) = ReceiptEntity._valueKind else {
      Issue.record("a transient entity is not unsupported")
      return
    }
    #expect(name == "Order Details")
    guard case .unsupported(let components) = DateComponents?._valueKind else {
      Issue.record("date components are not unsupported")
      return
    }
    #expect(components == "Date Components")
  }

  @Test(arguments: [
    (Bool._valueKind, "boolean"), (String._valueKind, "string"), (Double._valueKind, "double"),
    (Decimal._valueKind, "double"), (Date._valueKind, "date"), (URL._valueKind, "url"),
    (IntentCurrencyAmount._valueKind, "currencyAmount"), (CLPlacemark._valueKind, "placemark"),
  ])
  func builtInValueKinds(kind: IntentValueKind, expected: String) {
    let name: String
    switch kind {
    case .boolean: name = "boolean"
    case .string: name = "string"
    case .double: name = "double"
    case .date: name = "date"
    case .url: name = "url"
    case .currencyAmount: name = "currencyAmount"
    case .placemark: name = "placemark"
    default: name = "other"
    }
    #expect(name == expected)
  }
}

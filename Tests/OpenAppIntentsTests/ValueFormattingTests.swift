import Foundation
import OpenAppIntents
import Testing

private func dollars(_ text: String, _ code: String = "USD") -> IntentCurrencyAmount {
  IntentCurrencyAmount(amount: Decimal(string: text) ?? .nan, currencyCode: code)
}

@Suite struct ValueFormattingTests {
  // MARK: IntentCurrencyAmount

  @Test(arguments: [
    ("9.25", "USD", "$9.25"),
    ("3.5", "EUR", "€3.50"),
    ("12", "GBP", "£12.00"),
    ("500", "JPY", "¥500.00"),
    ("4.55", "usd", "$4.55"),
    ("0", "USD", "$0.00"),
    ("7.1", "CHF", "7.10 CHF"),
    ("999.99", "USD", "$999.99"),
  ])
  func currencyAmountHasItsSymbolAndTwoDecimals(amount: String, code: String, expected: String) {
    #expect(dollars(amount, code).description == expected)
  }

  @Test(arguments: [
    ("9.254", "$9.25"),
    ("9.256", "$9.26"),
    ("2.345", "$2.34"),
    ("2.355", "$2.36"),
    ("0.005", "$0.00"),
    ("19.999", "$20.00"),
  ])
  func currencyAmountRoundsToTwoDecimalsHalfToEven(amount: String, expected: String) {
    #expect(dollars(amount).description == expected)
  }

  @Test func negativeAmountKeepsItsSign() {
    #expect(dollars("-3.5", "CHF").description == "-3.50 CHF")
    #expect(dollars("-3.5").description.contains("-"))
    #expect(dollars("-3.5").description == "-$3.50")
  }

  @Test func largeAmountGroupsThousands() {
    #expect(dollars("1234.5").description.hasSuffix("234.50"))
    #expect(dollars("1234.5").description == "$1,234.50")
  }

  @Test func soupChefTotalIsQuantityTimesPrice() {
    let price = Decimal(string: "3.75") ?? 0
    let total = IntentCurrencyAmount(amount: Decimal(3) * price, currencyCode: "USD")
    #expect(total.description == "$11.25")
    #expect(total == dollars("11.25"))
  }

  // MARK: CLPlacemark

  @Test func placemarkIsDescribedByItsName() {
    #expect(Stores.ferryBuilding.description == "Ferry Building")
  }

  @Test func unnamedPlacemarkIsDescribedByItsCoordinate() {
    let place = CLPlacemark(
      location: CLLocation(latitude: 37.5, longitude: -122.25), name: nil, postalAddress: nil)
    #expect(place.description == "37.5, -122.25")
  }

  @Test func placemarkWithNothingIsAnUnknownPlace() {
    let place = CLPlacemark(location: nil, name: nil, postalAddress: nil)
    #expect(place.description == "Unknown place")
  }

  @Test func placemarksCompareByNameLocationAndAddress() {
    let copy = CLPlacemark(
      location: CLLocation(latitude: 37.795316, longitude: -122.39376), name: "Ferry Building",
      postalAddress: nil)
    #expect(copy == Stores.ferryBuilding)
    #expect(copy.hashValue == Stores.ferryBuilding.hashValue)
    #expect(Stores.ferryBuilding != Stores.civicCenter)
    let withAddress = CLPlacemark(
      location: copy.location, name: "Ferry Building",
      postalAddress: CNPostalAddress(street: "1 Ferry Building", city: "San Francisco"))
    #expect(withAddress != copy)
    #expect(withAddress.postalAddress?.city == "San Francisco")
    #expect(copy.location?.coordinate.latitude == 37.795316)
  }

  // MARK: IntentValueFormatter

  @Test func spokenTextOfValues() {
    #expect(IntentValueFormatter.spokenText(of: 3) == "3")
    #expect(IntentValueFormatter.spokenText(of: 3.0) == "3")
    #expect(IntentValueFormatter.spokenText(of: -0.25) == "-0.25")
    #expect(IntentValueFormatter.spokenText(of: "plain") == "plain")
    #expect(IntentValueFormatter.spokenText(of: true) == "true")
    #expect(IntentValueFormatter.spokenText(of: SoupEntity.chickenNoodle) == "Chicken Noodle Soup")
    #expect(IntentValueFormatter.spokenText(of: OrderKind.delivery) == "Delivery")
    #expect(IntentValueFormatter.spokenText(of: SoupSize.bowl) == "Bowl")
    #expect(IntentValueFormatter.spokenText(of: dollars("2.95")) == "$2.95")
    #expect(IntentValueFormatter.spokenText(of: Stores.civicCenter) == "Civic Center")
    #expect(IntentValueFormatter.spokenText(of: ReceiptEntity()) == "Receipt")
    #expect(
      IntentValueFormatter.spokenText(of: SoupOrderError.notEnoughInStock(9))
        == "You asked for 9 soup, but we don't have that many in stock.")
  }

  @Test func spokenTextOfOptionalsAndLists() {
    let none: SoupEntity? = nil
    let some: OrderKind? = .pickup
    #expect(IntentValueFormatter.spokenText(of: none as Any) == "nothing")
    #expect(IntentValueFormatter.spokenText(of: some as Any) == "Pick Up")
    #expect(IntentValueFormatter.spokenText(of: [1, 2, 3]) == "1, 2 and 3")
    #expect(
      IntentValueFormatter.spokenText(of: [OrderKind.pickup, .delivery]) == "Pick Up and Delivery")
    #expect(IntentValueFormatter.spokenText(of: [String]()) == "")
  }

  @Test(arguments: [
    ([String](), ""),
    (["A"], "A"),
    (["A", "B"], "A and B"),
    (["A", "B", "C"], "A, B and C"),
    (["Cheese", "Red Pepper", "Croutons", "Basil"], "Cheese, Red Pepper, Croutons and Basil"),
  ])
  func joinedListReadsLikeASentence(items: [String], expected: String) {
    #expect(IntentValueFormatter.joinedList(items) == expected)
  }

  @Test func displayRepresentationOfValues() {
    let soup = IntentValueFormatter.displayRepresentation(of: SoupEntity.tomato)
    #expect(text(soup.title) == "Tomato Soup")
    #expect(text(soup.subtitle) == "Tomatoes")
    #expect(soup.image?.name == "tomato_icon")
    let delivery = IntentValueFormatter.displayRepresentation(of: OrderKind.delivery)
    #expect(text(delivery.subtitle) == "To your door")
    let number = IntentValueFormatter.displayRepresentation(of: 12)
    #expect(text(number.title) == "12")
    #expect(number.subtitle == nil)
  }

  @Test func identifierOfValues() {
    #expect(IntentValueFormatter.identifier(of: SoupEntity.chowder) == "clamChowder")
    #expect(IntentValueFormatter.identifier(of: StoreEntity(id: 4)) == "4")
    #expect(IntentValueFormatter.identifier(of: OrderKind.pickup) == "pickup")
    #expect(IntentValueFormatter.identifier(of: SoupSize.cup) == "8")
    #expect(IntentValueFormatter.identifier(of: Stores.civicCenter) == "Civic Center")
    #expect(IntentValueFormatter.identifier(of: 5) == "5")
  }

  @Test func choiceDescribingAValue() {
    let choice = IntentValueChoice(describing: SoupEntity.manhattan, section: "Secret")
    #expect(choice.id == "manhattan")
    #expect(text(choice.displayRepresentation.title) == "Manhattan Clam Chowder")
    #expect(text(choice.section) == "Secret")
    #expect(choice.value as? SoupEntity == .manhattan)
  }

  // MARK: Display representations

  @Test func displayRepresentationLiteralsAndImages() {
    let literal: DisplayRepresentation = "Tomato Soup"
    #expect(text(literal.title) == "Tomato Soup")
    #expect(literal.subtitle == nil)
    #expect(literal.image == nil)
    #expect(literal.synonyms.isEmpty)
    let full = DisplayRepresentation(
      title: "Clam Chowder", subtitle: "Contains: Clams",
      image: .init(systemName: "fish", isTemplate: true), synonyms: ["chowder"])
    #expect(full.image?.systemName == "fish")
    #expect(full.image?.name == nil)
    #expect(full.image?.isTemplate == true)
    #expect(full.synonyms.map(\.defaultValue) == ["chowder"])
  }

  @Test func typeDisplayRepresentationNumericFormatUsesAPlaceholder() {
    let store = StoreEntity.typeDisplayRepresentation
    #expect(text(store.name) == "Store")
    #expect(text(store.numericFormat) == "%lld stores")
    #expect(store.numericFormat?.key == "%lld stores")
    #expect(ToppingEntity.typeDisplayRepresentation.numericFormat == nil)
    #expect(text(ToppingEntity.typeDisplayRepresentation.name) == "Topping")
  }

  @Test func entityLocalizedStringResourceIsItsTitle() {
    #expect(text(SoupEntity.tomato.localizedStringResource) == "Tomato Soup")
    #expect(text(OrderKind.pickup.localizedStringResource) == "Pick Up")
  }
}

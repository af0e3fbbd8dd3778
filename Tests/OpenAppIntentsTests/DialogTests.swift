import Foundation
import OpenAppIntents
import Testing

@Suite struct DialogTests {
  @Test func literalDialogHasTheSameFullAndSupportingText() {
    let dialog: IntentDialog = "OK, Order Cancelled"
    #expect(text(dialog.full) == "OK, Order Cancelled")
    #expect(text(dialog.supporting) == "OK, Order Cancelled")
    #expect(dialog.full.key == "OK, Order Cancelled")
    #expect(dialog.systemImageName == nil)
  }

  @Test func fullAndSupportingAreKeptApart() {
    let dialog = IntentDialog(
      full: "Your Tomato Soup order will be ready in 10 minutes.", supporting: "Ready soon.")
    #expect(text(dialog.full) == "Your Tomato Soup order will be ready in 10 minutes.")
    #expect(text(dialog.supporting) == "Ready soon.")
    #expect(dialog != IntentDialog("Ready soon."))
  }

  @Test func dialogsWithASymbol() {
    let one = IntentDialog(full: "Done", systemImageName: "checkmark")
    #expect(text(one.supporting) == "Done")
    #expect(one.systemImageName == "checkmark")
    let two = IntentDialog(full: "Done!", supporting: "Done", systemImageName: nil)
    #expect(text(two.full) == "Done!")
    #expect(two.systemImageName == nil)
  }

  @Test func dialogFromAResource() {
    let resource = LocalizedStringResource(
      "ORDER_DONE", defaultValue: "Order placed", table: "Soup")
    let dialog = IntentDialog(resource)
    #expect(dialog.full.key == "ORDER_DONE")
    #expect(text(dialog.full) == "Order placed")
    #expect(dialog.full.table == "Soup")
  }

  @Test func interpolatedIntIsSpokenAsANumber() {
    let quantity = 6
    let dialog: IntentDialog = "Just to confirm, you would like to order \(quantity) soups?"
    #expect(text(dialog.full) == "Just to confirm, you would like to order 6 soups?")
    #expect(dialog.full.key == "Just to confirm, you would like to order %@ soups?")
  }

  @Test func interpolatedDoubleDropsAZeroFraction() {
    let whole: IntentDialog = "\(2.0) miles"
    let fraction: IntentDialog = "\(2.5) miles"
    #expect(text(whole.full) == "2 miles")
    #expect(text(fraction.full) == "2.5 miles")
  }

  @Test func interpolatedEntityIsSpokenByItsTitle() {
    let soup = SoupEntity.tomato
    let dialog: IntentDialog = "Sorry, \(soup) is out of stock."
    #expect(text(dialog.full) == "Sorry, Tomato Soup is out of stock.")
  }

  @Test func interpolatedEnumCaseIsSpokenByItsDisplayTitle() {
    let kind = OrderKind.pickup
    let dialog: IntentDialog = "Your order is for \(kind)."
    #expect(text(dialog.full) == "Your order is for Pick Up.")
    let fallback: IntentDialog = "\(OrderKind.catering)"
    #expect(text(fallback.full) == "catering")
  }

  @Test func interpolatedCurrencyAmountIsSpokenWithItsSymbol() {
    let total = IntentCurrencyAmount(amount: Decimal(string: "9.25") ?? 0, currencyCode: "USD")
    let dialog: IntentDialog = "Your total is \(total). ready to order?"
    #expect(text(dialog.full) == "Your total is $9.25. ready to order?")
  }

  @Test func errorIsSpokenByItsLocalizedResource() {
    let error = SoupOrderError.notEnoughInStock(12)
    let direct = IntentDialog(error.localizedStringResource)
    #expect(text(direct.full) == "You asked for 12 soup, but we don't have that many in stock.")
    let interpolated: IntentDialog = "Sorry: \(error)"
    #expect(
      text(interpolated.full)
        == "Sorry: You asked for 12 soup, but we don't have that many in stock."
    )
  }

  @Test func interpolatedListIsJoinedWithAnd() {
    let toppings = [ToppingEntity.cheese, ToppingEntity.croutons]
    let two: IntentDialog = "With \(toppings)."
    #expect(text(two.full) == "With Cheese and Croutons.")
    let three: IntentDialog = "With \(ToppingEntity.all)."
    #expect(text(three.full) == "With Cheese, Red Pepper and Croutons.")
    let one: IntentDialog = "With \([ToppingEntity.cheese])."
    #expect(text(one.full) == "With Cheese.")
  }

  @Test func interpolatedOptionalsAreUnwrapped() {
    let some: Int? = 3
    let none: Int? = nil
    let soup: SoupEntity? = .chowder
    #expect(text(IntentDialog("\(some) soups").full) == "3 soups")
    #expect(text(IntentDialog("\(soup)").full) == "New England Clam Chowder")
    #expect(text(IntentDialog("Toppings: \(none)").full) == "Toppings: nothing")
  }

  @Test func interpolatedPlacemarkIsSpokenByItsName() {
    let dialog: IntentDialog = "Just to confirm, you wanted ‘\(Stores.ferryBuilding)’?"
    #expect(text(dialog.full) == "Just to confirm, you wanted ‘Ferry Building’?")
  }

  @Test func interpolatedResourceKeepsItsText() {
    let name: LocalizedStringResource = "Soup Chef"
    let dialog: IntentDialog = "Welcome to \(name)!"
    #expect(text(dialog.full) == "Welcome to Soup Chef!")
    #expect(dialog.full.key == "Welcome to %@!")
  }

  @Test func percentSignsAreEscapedInTheKeyOnly() {
    let dialog: IntentDialog = "\(10)% off"
    #expect(text(dialog.full) == "10% off")
    #expect(dialog.full.key == "%@%% off")
  }

  @Test func resourceDescriptionIsItsText() {
    let resource = LocalizedStringResource("KEY", defaultValue: "Shown")
    #expect(resource.description == "Shown")
    #expect(LocalizedStringResource("Plain").defaultValue == "Plain")
    #expect(LocalizedStringResource("Plain").table == nil)
  }

  @Test func intentDescriptionKeepsItsFields() {
    let description = IntentDescription(
      "Order a soup", categoryName: "Food", searchKeywords: ["lunch", "soup"],
      resultValueName: "Order")
    #expect(text(description.descriptionText) == "Order a soup")
    #expect(text(description.categoryName) == "Food")
    #expect(description.searchKeywords.map(\.defaultValue) == ["lunch", "soup"])
    #expect(text(description.resultValueName) == "Order")
    let literal: IntentDescription = "Shows \(3) trails"
    #expect(text(literal.descriptionText) == "Shows 3 trails")
    #expect(literal.categoryName == nil)
  }
}

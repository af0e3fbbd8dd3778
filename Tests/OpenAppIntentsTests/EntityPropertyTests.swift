import Foundation
import OpenAppIntents
import Testing

@Suite struct EntityPropertyTests {
  @Test func optionalPropertyStartsEmpty() {
    let receipt = ReceiptEntity()
    #expect(receipt.total == nil)
    #expect(receipt.estimatedTime == nil)
    #expect(receipt.itemCount == nil)
  }

  @Test func propertyWithAnInitialValueReadsIt() {
    #expect(ReceiptEntity().note == "No note")
  }

  @Test func propertiesAreSetOnALetEntity() {
    let receipt = ReceiptEntity()
    receipt.total = IntentCurrencyAmount(amount: 9, currencyCode: "USD")
    receipt.estimatedTime = DateComponents(minute: 10)
    receipt.note = "Extra hot"
    receipt.itemCount = 3
    #expect(receipt.total?.description == "$9.00")
    #expect(receipt.estimatedTime?.minute == 10)
    #expect(receipt.note == "Extra hot")
    #expect(receipt.itemCount == 3)
  }

  @Test func propertyCanBeEmptiedAgain() {
    let receipt = ReceiptEntity()
    receipt.itemCount = 3
    receipt.itemCount = nil
    #expect(receipt.itemCount == nil)
  }

  @Test func propertyTitlesAreKept() {
    let receipt = ReceiptEntity()
    #expect(text(receipt.$total.title) == "Total")
    #expect(text(receipt.$estimatedTime.title) == "Estimated Time")
    #expect(text(receipt.$note.title) == "Note")
    #expect(receipt.$itemCount.title == nil)
  }

  @Test func eachEntityHasItsOwnProperties() {
    let first = ReceiptEntity()
    let second = ReceiptEntity()
    first.note = "First"
    #expect(second.note == "No note")
  }

  @Test func transientEntityIsDescribedByItsRepresentation() {
    #expect(text(ReceiptEntity().displayRepresentation.title) == "Receipt")
    #expect(text(ReceiptEntity.typeDisplayRepresentation.name) == "Order Details")
  }

  @Test func standaloneProperty() {
    let property = EntityProperty<Int>(wrappedValue: 4, title: "Count")
    #expect(property.wrappedValue == 4)
    property.wrappedValue = 5
    #expect(property.projectedValue.wrappedValue == 5)
  }
}

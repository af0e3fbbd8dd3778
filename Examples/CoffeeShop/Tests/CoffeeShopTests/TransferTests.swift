import Foundation
import Testing

// Coffee Corner's receipt and drinks exported through their `Transferable` conformance and
// resolved back, with Apple's AppIntentsTesting API: on Linux through SiriSim, on a Mac
// through Apple's framework.
#if canImport(AppIntentsTesting)
  import AppIntents
  import AppIntentsTesting
#else
  import OpenAppIntents
  import OpenAppIntentsTesting
#endif

@Suite(.coffeeCorner)
struct TransferTests {
  let definitions = IntentDefinitions(bundleIdentifier: "com.example.CoffeeCorner")

  /// A receipt made from a reference, exported as JSON and resolved from the file.
  @Test func aReceiptRoundTripsThroughJSON() async throws {
    let receiptDef = definitions.transientEntities["OrderReceipt"]
    let receipt = receiptDef.makeEntity(
      drink: definitions.entities["DrinkEntity"].makeReference(identifier: "flat-white"),
      size: definitions.enums["DrinkSize"].makeCase("large"),
      cafe: "Market Square", number: 101)

    let file = try await receipt.exported(as: .json)
    let resolved = try await receiptDef.resolved(from: file)

    let drinkName: String = try resolved.drink.name
    let number: Int? = try resolved.number
    let text = try await resolved.exported(as: .plainText)
    #expect(file.type == .json)
    #expect(drinkName == "Flat White")
    #expect(number == 101)
    #expect(
      String(decoding: text.data, as: UTF8.self) == "Large Flat White at Market Square, order 101")
  }

  /// A drink exported as its name, and resolved from a name.
  @Test func aDrinkIsItsName() async throws {
    let drinkDef = definitions.entities["DrinkEntity"]

    let name = try await drinkDef.makeReference(identifier: "cold-brew").exported(as: String.self)
    let resolved = try await drinkDef.resolved(from: "Hot Chocolate")

    #expect(name == "Cold Brew")
    #expect(resolved.identifier.instanceIdentifier == "hot-chocolate")
  }

  /// A drink has no image to export.
  @Test func aDrinkIsNoImage() async throws {
    let latte = definitions.entities["DrinkEntity"].makeReference(identifier: "caffe-latte")

    await #expect(throws: (any Error).self) { try await latte.exported(as: .png) }
  }
}

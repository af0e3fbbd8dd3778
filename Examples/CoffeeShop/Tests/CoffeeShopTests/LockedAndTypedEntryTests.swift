import CoffeeShop
import ConversationTesting
import Foundation
import Testing

/// Coffee Corner's intents that declare how they run and what they take: paying requires
/// authentication, a note takes several lines, a receipt is a PDF or an image, a pickup is a
/// time of day.
@Suite struct LockedAndTypedEntryTests {
  /// Orders a small cold brew from Harbor Street: order 101.
  static func order(in c: Conversation) async throws {
    try await c.say("Order a cold brew from Coffee Corner")
    try await c.answer("small")
    try await c.choose("Harbor Street")
    try await c.confirm()
  }

  @Test func payingOnALockedPhoneAsksToUnlockFirst() async throws {
    let c = try await Conversation(apps: [CoffeeShopApp.self])
    try await Self.order(in: c)
    c.isDeviceLocked = true

    try await c.say("Pay for my order at Coffee Corner")
    #expect(c.prompt == .confirmation("Unlock"))
    #expect(c.transcript.contains("Siri: You'll need to unlock your iPhone first."))
    try await c.answer("unlock")
    #expect(c.lastDialog == "Paid $3.50 for order 101 with your card ending in 4242.")
    #expect(!c.isDeviceLocked)
  }

  @Test func declingToUnlockPaysNothing() async throws {
    let c = try await Conversation(apps: [CoffeeShopApp.self])
    try await Self.order(in: c)
    c.isDeviceLocked = true
    try await c.say("Pay for my order at Coffee Corner")
    try await c.decline()
    #expect(c.outcome == .cancelled)
    #expect(c.isDeviceLocked)
  }

  @Test func theNoteKeepsItsLinesAndCapitalizesItsSentences() async throws {
    let c = try await Conversation(apps: [CoffeeShopApp.self])
    try await c.say("Leave a note for the barista at Coffee Corner")
    try await c.answer("oat milk, please. no lid.\nthank you!")
    #expect(
      c.lastDialog == "The barista has your note, 2 lines starting “Oat milk, please. No lid.”")
  }

  @Test func aReceiptMustBeAPDFOrAnImage() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("coffee-receipt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = folder.appendingPathComponent("receipt.txt")
    let photo = folder.appendingPathComponent("receipt.jpeg")
    try Data("$3.50".utf8).write(to: text)
    try Data([0xFF, 0xD8, 0xFF]).write(to: photo)

    let c = try await Conversation(apps: [CoffeeShopApp.self])
    try await c.say("Send a receipt to Coffee Corner")
    try await c.answer(text.path)
    #expect(c.transcript.contains("Siri: Sorry, receipt.txt isn't a PDF or an image."))
    try await c.answer(photo.path)
    #expect(
      c.lastDialog == "Thanks, receipt.jpeg (3 bytes) is with Coffee Corner for your refund.")
  }

  @Test func thePickupIsATimeOfDay() async throws {
    let c = try await Conversation(apps: [CoffeeShopApp.self])
    try await c.say("Order a flat white from Coffee Corner")
    try await c.answer("medium")
    try await c.choose("Market Square")
    try await c.answer("yes")
    try await c.say("Schedule my pickup at Coffee Corner")
    try await c.answer("tomorrow")
    #expect(c.transcript.contains("Siri: Sorry, I need a time, such as 7 pm or 7:30."))
    // The parameter's resolver (`OpeningHoursResolver`) refuses a time the cafés are closed.
    try await c.answer("5 am")
    #expect(c.transcript.contains("Siri: The cafés are open from 7:00 to 19:00."))
    try await c.answer("7:30")
    #expect(c.lastDialog == "Order 101 will be ready at 7:30.")
    try c.assertTranscript(file: OrderDrinkTests.transcript("pickup-time.siri"))
  }
}

import CLITestSupport
import Foundation
import Testing

/// Conversations typed to `sirisim` through a pipe: plain mode, as a script or a person with
/// no terminal drives it.
@Suite struct PlainConversationTests {
  @Test func ordersClamChowderForPickup() throws {
    let run = try sirisim().run(
      ["--now", now],
      input: typed("Order clam chowder from Soup Chef", "2", "ferry building", "order"))
    #expect(run.status == 0)
    expectLines(
      [
        "2. New England Clam Chowder", "Siri: Which store location?",
        "Your total is $3.75. ready to order?", "[Order]  [Cancel]",
        "order will be ready in 10 minutes.",
      ], in: run.output)
  }

  /// A recording that can't be written whole (a full disk: `/dev/full`) is said, and the
  /// command fails, instead of leaving a short transcript without a word.
  @Test func aRecordingTheDiskRefusesFailsTheCommand() throws {
    let run = try sirisim().run(
      ["converse", "--store", ":memory:", "--record", "/dev/full"],
      input: typed("Open Favorites in Trails"))
    #expect(run.status == 1)
    expectLines(
      ["--record: /dev/full: no space left on device; the transcript stops there."],
      in: run.combined)
  }

  @Test func declinesASevenSoupOrder() throws {
    let run = try sirisim().run(
      ["run", "OrderSoup", "quantity=7", "soup=Tomato Soup", "--now", now], input: typed("no"))
    expectLines(["you would like to order 7 soups?", "Siri: OK, Order Cancelled"], in: run.output)
  }

  @Test func reportsStockAsTheIntentsResult() throws {
    let run = try sirisim().run(
      ["run", "OrderSoup", "quantity=seven", "soup=tomato", "--now", now], input: typed("yes"))
    expectLines(["we don't have that many in stock."], in: run.output)
    #expect(run.status == 0)
  }

  @Test func cancelsAtAPromptAndHidesTheSecretItem() throws {
    let run = try sirisim().run(["--now", now], input: typed("Order Soup Chef", "cancel"))
    expectLines(["Specials:", "Siri: Cancelled."], in: run.output)
    #expect(!run.output.contains("Manhattan"))
  }

  @Test func asksWhereToDeliver() throws {
    let run = try sirisim().run(
      ["run", "OrderSoup", "soup=chicken", "orderType=delivery", "--now", now],
      input: typed("1 Market Street", "order"))
    expectLines(
      ["Where would you like your order delivered?", "Delivery to 1 Market Street"],
      in: run.output)
  }

  /// `--locked` starts the device locked (the UI's header marks it from the same state), and
  /// `:unlock` unlocks it.
  @Test func startsLockedWithTheLockedFlagUntilUnlocked() throws {
    let run = try sirisim().run(
      ["converse", "--locked", "--now", now, "--store", ":memory:"], input: typed(":unlock"))
    #expect(run.status == 0)
    expectLines(
      [
        "The device is locked. Intents that require authentication will ask to unlock it.",
        "The device is unlocked.",
      ], in: run.combined)
    let unlocked = try sirisim().run(
      ["converse", "--now", now, "--store", ":memory:"], input: typed(":unlock"))
    #expect(!unlocked.combined.contains("The device is locked."))
  }

  @Test func answersBadBytesWithHelp() throws {
    let bytes = Data([0x00, 0xFF, 0xFE]) + Data(" garbage\n\n\n".utf8)
    let run = try sirisim().run(["--now", now], inputBytes: bytes)
    expectLines(["Sorry, I can't help with that."], in: run.output)
  }

  @Test func asksAgainForTheSmallestInt() throws {
    let run = try sirisim().run(
      ["converse", "--now", now], input: typed("Order Soup Chef", "-9223372036854775808"))
    #expect(run.status == 0)
    expectLines(["I couldn't find “-9223372036854775808” in soup choices."], in: run.output)
  }

  @Test func asksAgainForANegativeQuantity() throws {
    let run = try sirisim().run(
      ["run", "OrderSoup", "quantity=-5", "soup=tomato", "--now", now],
      input: typed("2", "ferry", "order"))
    expectLines(
      ["Siri: The quantity must be from 1 to 99.", "Your total is $5.90."], in: run.output)
  }

  @Test func keepsControlCharactersOfAPresetValueFromTheApp() throws {
    let run = try sirisim().run(
      [
        "run", "OrderSoup", "soup=tomato", "orderType=delivery",
        "deliveryLocation=\u{1B}[2J1 Main St", "--now", now,
      ], input: typed("order"))
    expectLines(["Delivery to [2J1 Main St"], in: run.output)
    #expect(!run.combined.contains("\u{1B}"))
  }

  @Test func cutsALineLongerThan64KiB() throws {
    let line = String(repeating: "a", count: 1_000_000)
    let run = try sirisim().run(
      ["converse", "--now", now], input: typed(line, "Order Soup Chef", "cancel"))
    expectLines(
      [
        "That line was longer than 64 KiB; its last 934464 bytes were dropped.",
        "Siri: Which soup?",
      ],
      in: run.combined)
  }

  @Test func narrowsTheAppsWithTheAppOption() throws {
    let run = try sirisim().run(
      ["--app", "Trails", "--now", now], input: typed("Order tomato soup from Soup Chef"))
    expectLines(
      ["Siri: I don't know an app called Soup Chef. The only app here is Trails."], in: run.output)
  }
}

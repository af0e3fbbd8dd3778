import ConversationRuntime
import Foundation
import PlainConversation
import SnapshotSupport
import Testing

/// The whole clam chowder order as a person sees it in plain mode and as a script reads it in
/// JSON mode, compared with recorded transcripts.
@Suite struct ConversationSnapshotTests {
  static let success =
    "Your total is $3.75. Your New England Clam Chowder order will be ready in 10 minutes."

  @Test func clamChowderConversationInPlainMode() async {
    let session = await SoupChefSession(lines: [
      "Order clam chowder from Soup Chef", "2", "Ferry Building", "order",
    ])

    let outcomes = await session.runPlain()

    expectSnapshot(session.output.text, named: "clamChowderConversation.txt")
    #expect(
      outcomes == [
        .completed(
          IntentCompletion(
            app: "Soup Chef", intent: "OrderSoup", dialog: Self.success,
            value: "Order of $3.75, ready in 10 minutes"))
      ])
    #expect(session.input.remaining.isEmpty)
    #expect(session.orders.orderHistory.count == 1)
  }

  @Test func plainModeShowsTheConversationTurnByTurn() async {
    let session = await SoupChefSession(lines: [
      "Order clam chowder from Soup Chef", "2", "Ferry Building", "order",
    ])

    await session.runPlain()

    let lines = session.output.lines
    let turns = lines.filter { $0.hasPrefix("Siri: ") || $0.hasPrefix("You: ") }
    #expect(
      turns == [
        "You: Order clam chowder from Soup Chef",
        "Siri: Which soup?",
        "You: 2",
        "Siri: Which store location?",
        "You: Ferry Building",
        "Siri: Your total is $3.75. ready to order?",
        "You: order",
        "Siri: \(Self.success)",
      ])
    #expect(lines.contains("  1. Manhattan Clam Chowder — Contains: Clams, tomatoes"))
    #expect(lines.contains("  2. New England Clam Chowder — Contains: Clams"))
    #expect(lines.contains("  [Order]  [Cancel]"))
    #expect(lines.last == "")
  }

  @Test func clamChowderConversationInJSONMode() async {
    let session = await SoupChefSession(lines: [
      #"{"utterance":"Order clam chowder from Soup Chef"}"#,
      #"{"reply":"choice","index":1}"#,
      "Ferry Building",
      #"{"reply":"confirm","value":true}"#,
    ])

    let outcomes = await session.runJSON()

    expectSnapshot(session.output.text, named: "clamChowderConversation.jsonl")
    #expect(outcomes.count == 1)
    #expect(session.orders.orderHistory.count == 1)
  }

  @Test func jsonModeWritesOneObjectPerLine() async throws {
    let session = await SoupChefSession(lines: [
      "Order clam chowder from Soup Chef", #"{"reply":"choice","index":1}"#, "1",
      #"{"reply":"confirm","value":true}"#,
    ])

    await session.runJSON()

    let objects = try session.output.lines.map { line in
      try #require(
        JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(
      objects.map { $0["event"] as? String } == [
        "understood", "prompt", "prompt", "answered", "prompt", "speech", "ended",
      ])
    #expect(
      objects.map { $0["type"] as? String } == [
        nil, "choice", "choice", nil, "confirmation", nil, nil,
      ])
    // The typed "1" was read as the first store.
    #expect(objects[3]["typed"] as? String == "1")
    #expect(objects[3]["value"] as? String == "Ferry Building")
    #expect(objects[4]["confirm"] as? String == "Order")
    #expect(objects[4]["decline"] as? String == "Cancel")
    #expect(objects[5]["text"] as? String == Self.success)
    #expect(objects[6]["outcome"] as? String == "completed")
    // Structure, not presentation: the words as said without quotes, the snippet's rows as
    // fields.
    let values = try #require(objects[0]["values"] as? [[String: Any]])
    #expect(values.first?["value"] as? String == "clam chowder")
    #expect(
      objects[4]["rows"] as? [[String]] == [
        ["New England Clam Chowder"], ["1 @ $3.75"], ["Pick up from Ferry Building"],
        ["Total:", "$3.75"],
      ])
    #expect((objects[5]["rows"] as? [[String]])?.first == ["✓", "Order Confirmed"])
  }

  @Test func understoodValuesAreDataATitleOrANumberNotText() async throws {
    let session = await SoupChefSession(lines: ["Order 2 tomato soups from Soup Chef", "cancel"])
    await session.runJSON()
    let first = try #require(session.output.lines.first)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
    #expect(object["event"] as? String == "understood")
    let values = try #require(object["values"] as? [[String: Any]])
    #expect(values.count == 2)
    #expect(
      values.first { $0["parameter"] as? String == "soup" }?["value"] as? String == "Tomato Soup")
    #expect(values.first { $0["parameter"] as? String == "quantity" }?["value"] as? Int == 2)
  }
}

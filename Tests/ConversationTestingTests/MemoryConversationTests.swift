import ConversationRuntime
import ConversationTesting
import SiriStore
import SoupChef
import Testing

/// ConversationTesting with Siri's memory: what an app developer tests about donations and
/// recorded phrases, through the real runtime and a real in-memory store.
struct MemoryConversationTests {
  @Test func anOrderIsDonatedAndItsPhraseRunsItAgain() async throws {
    let store = try SiriStore(location: .memory)
    let c = try await Conversation(apps: [SoupChefApp.self], memory: store)
    try await c.say("Order tomato soup from Soup Chef")
    try await c.choose("Ferry Building")
    try await c.confirm()
    let donations = try store.donations(matching: DonationFilter(intent: "OrderSoup"))
    #expect(donations.count == 1)
    #expect(donations.first?.parameters.first?.name == "soup")
    #expect(donations.first?.parameters.first?.value == "Tomato Soup")

    try c.addToSiri(phrase: "Soup time")
    try await c.say("soup tiem")
    #expect(c.understanding?.phrase == "Soup time")
    #expect(c.prompt == .confirmation("Order"))
    try await c.confirm()
    #expect(c.lastDialog.contains("ready in 10 minutes"))
    #expect(try store.donations(matching: DonationFilter(intent: "OrderSoup")).count == 2)
  }

  @Test func withoutMemoryNothingIsRemembered() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self])
    try await c.say("Order tomato soup from Soup Chef")
    try await c.choose("Ferry Building")
    try await c.confirm()
    #expect(throws: VoiceShortcutError.noMemory) { try c.addToSiri(phrase: "Soup time") }
    #expect(try c.suggestions().isEmpty)
  }
}

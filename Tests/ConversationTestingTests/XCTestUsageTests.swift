import ConversationTesting
import SoupChef
import XCTest

/// ConversationTesting from XCTest: the same steps in an `async throws` test method.
final class XCTestUsageTests: XCTestCase {
  func testOrdersTomatoSoupFromXCTest() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self])
    try await c.say("Order tomato soup from Soup Chef")
    XCTAssertEqual(c.prompt, .disambiguation(["Ferry Building", "Civic Center"]))
    try await c.choose("Ferry Building")
    try await c.confirm()
    XCTAssertTrue(c.lastDialog.contains("Tomato Soup order will be ready in 10 minutes"))
  }
}

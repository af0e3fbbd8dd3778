import CLITestSupport
import Foundation
import Testing

/// `match`, `find`, `apps` and `phrases`: the commands that read the apps without a conversation.
@Suite struct MatchAndFindTests {
  @Test func explainsWhyNothingMatched() throws {
    let run = try sirisim().run(["match", "--explain", "Buy a Soup Chef gift card"])
    #expect(run.status == 1)
    // A gift card is no food (`NounKinds`): its words are left out, not a soup to search for.
    expectLines(
      [
        "“gift”                           skipped         160",
        "scores 0.630, under the threshold 0.700.",
      ], in: run.output)
  }

  @Test func answersABatchInInputOrder() throws {
    let lines = (1...300).map { "Order \($0) tomato soups from Soup Chef" }
    let run = try sirisim().run(["match", "--json"], input: lines.joined(separator: "\n") + "\n")
    let numbers = try run.output.split(separator: "\n").map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return (object?["utterance"] as? String)?.split(separator: " ")[1] ?? ""
    }
    #expect(numbers == (1...300).map { Substring(String($0)) })
  }

  @Test func explainsASoundsAlikeWordInJSON() throws {
    let run = try sirisim().run(["match", "--json", "--explain", "Track my jogingg in Trails"])
    expectLines(
      [#""parts":[{"cost":70,"element":"","kind":"sounds-alike","words":"jogingg"}]"#],
      in: run.output)
  }

  @Test func matchesWithTheLargestTop() throws {
    let run = try sirisim().run(
      ["match", "--top", "9223372036854775807", "Order tomato soup from Soup Chef"])
    expectLines(["match  1.000  Soup Chef › OrderSoup"], in: run.output)
  }

  @Test(arguments: [
    (
      [
        "Trail", "--where", "name contains Falls", "--where", "trailLength <= 5 km", "--sort",
        "trailLength",
      ],
      "McWay Falls Trail\nVernal Falls Trail"
    ),
    (["Featured Trail Collection"], "Mavericks\nYosemite\nEl Capitan"),
    (
      ["Book", "--where", "datePublished < 1850", "--sort", "datePublished", "--limit", "2"],
      "Sense and Sensibility\nPride and Prejudice"
    ),
  ])
  func findsEntitiesByTheirProperties(arguments: [String], expected: String) throws {
    let run = try sirisim().run(["find"] + arguments)
    #expect(run.status == 0)
    expectLines([expected], in: run.output)
  }

  @Test func namesTheDeclaredPropertiesOfAFind() throws {
    let run = try sirisim().run(["find", "Trail", "--where", "region = Lake Tahoe"])
    expectLines(
      [
        "Find Trails has no property “region”. Properties: name (contains, =, !=); trailLength (<=, >=)."
      ], in: run.combined)
  }

  @Test func findsInPlainMode() throws {
    let run = try sirisim().run(
      ["--now", now], input: typed(#":find Trail --where "trailLength >= 30 miles""#))
    expectLines(["Backbone Trail"], in: run.output)
  }

  @Test func listsEveryIntentByTypeName() throws {
    let run = try sirisim().run(["apps", "--app", "Book Library"])
    expectLines(["OpenCurrentlyReading — "], in: run.output)
  }

  @Test func lintsATrailingCommaInAStringCatalogAtItsPlace() throws {
    let sandbox = try sirisim()
    let source = repositoryRoot.appendingPathComponent("Phrases/Trails/AppShortcuts.xcstrings")
    let catalog = try String(contentsOf: source, encoding: .utf8).replacingOccurrences(
      of: #""Purchase a pass in ${applicationName}""#,
      with: #""Purchase a pass in ${applicationName}","#)
    try sandbox.write(catalog, to: "catalog/Trails/AppShortcuts.xcstrings")
    let lint = try sandbox.run(["phrases", "--lint", "--phrases", sandbox.path("catalog")])
    expectLines(
      [
        "Trails/AppShortcuts.xcstrings:12:54: error: Malformed AppShortcuts.xcstrings file: this ',' is followed by ']'"
      ], in: lint.combined)
    let run = try sandbox.run(
      ["--phrases", sandbox.path("catalog"), "--now", now],
      input: typed("Buy a Trails day pass", "yes"))
    expectLines(["Siri: Your trail day pass is active."], in: run.output)
  }
}

import ConversationRuntime
import Foundation
import LegacyShortcuts
import Testing

/// The import format's rules: what a file must hold, and each mistake at its line and column.
@Suite struct LegacyFileFormatTests {
  /// A file of one OrderSoupIntent shortcut with these parameter members (one per line, from
  /// line 8).
  private static func orderSoup(_ parameters: [String], className: String = "OrderSoupIntent")
    -> String
  {
    """
    {"voiceShortcuts": [
      {
        "identifier": "8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A5B",
        "invocationPhrase": "Soup time",
        "shortcut": {"intent": {
          "className": "\(className)",
          "parameters": {
    \(parameters.map { "      " + $0 }.joined(separator: ",\n"))
          }}}}]}
    """
  }

  @Test func soupFoundOnlyByTheQuerysSearchIsKept() async throws {
    let fixture = await LegacyFixture.make()

    let report = await fixture.read(
      text: Self.orderSoup([
        #""soup": {"type": "Soup", "identifier": "manhattanClamChowder", "#
          + #""displayString": "Manhattan Clam Chowder"}"#
      ]))

    #expect(report.problems.isEmpty)
    #expect(
      report.shortcuts.first?.parameters == [
        SavedParameter(
          name: "soup", value: "Manhattan Clam Chowder",
          entities: ["SoupAppEntity/manhattanClamChowder"])
      ])
  }

  @Test func soupTheMenuNoLongerHasIsDroppedAndAskedFor() async throws {
    let fixture = await LegacyFixture.make()

    let report = await fixture.read(
      text: Self.orderSoup([
        #""soup": {"type": "Soup", "identifier": "splitPeaSoup", "#
          + #""displayString": "Split Pea Soup"}"#
      ]))

    #expect(
      report.problems.map(\.located) == [
        "8:79 warning: soup: Soup Chef has no Soup “Split Pea Soup” (identifier “splitPeaSoup”) "
          + "any more — the value is dropped; Siri asks for it when the shortcut runs"
      ])
    #expect(report.shortcuts.first?.parameters == [])
  }

  @Test func entityTitlesAndEnumCasesAreReadAsTheAppShowsThemNow() async throws {
    let fixture = await LegacyFixture.make()

    let report = await fixture.read(
      text: Self.orderSoup([
        #""soup": {"type": "SoupAppEntity", "identifier": "tomatoSoup", "#
          + #""displayString": "Tomato"}"#,
        #""orderType": {"type": "Order Type", "enum": "DELIVERY"}"#,
        #""deliveryLocation": {"type": "Placemark", "displayString": "1 Market St"}"#,
        #""toppings": {"type": "Topping", "array": true, "values": [{"displayString": "cheese"}, "#
          + #"{"identifier": "Red Pepper"}]}"#,
      ]))

    #expect(report.problems.isEmpty)
    #expect(
      report.shortcuts.first?.parameters.map(\.description) == [
        "'soup=Tomato Soup'", "'toppings=Cheese, Red Pepper'", "orderType=delivery",
        "'deliveryLocation=1 Market St'",
      ])
  }

  @Test func aListWhereOneValueWasAndTheOtherWayRoundAreRetyped() async throws {
    let fixture = await LegacyFixture.make()

    let report = await fixture.read(
      text: Self.orderSoup([
        #""toppings": {"type": "Topping", "identifier": "Cheese", "displayString": "Cheese"}"#,
        #""storeLocation": {"type": "Placemark", "array": true, "#
          + #""values": [{"displayString": "Civic Center"}]}"#,
      ]))

    #expect(
      report.problems.map(\.located) == [
        "8:28 warning: toppings: the SiriKit intent had a Topping, OrderSoup's toppings is a list "
          + "of Topping — its value “Cheese” is dropped",
        "9:33 warning: storeLocation: the SiriKit intent had a list of Placemark, OrderSoup's "
          + "storeLocation is a place — its value “Civic Center” is dropped",
      ])
  }

  @Test func classNameInAnotherCaseSuggestsTheMigratedOne() async throws {
    let fixture = await LegacyFixture.make()

    let report = await fixture.read(text: Self.orderSoup([], className: "orderSoupIntent"))

    #expect(
      report.problems.map(\.located) == [
        "6:20 error: orderSoupIntent: no App Intent replaces orderSoupIntent; did you mean "
          + "OrderSoupIntent (OrderSoup in Soup Chef)?"
      ])
  }

  @Test func missingAndMistypedMembersAreErrorsAndUnknownOnesWarnings() async throws {
    let fixture = await LegacyFixture.make()
    let text = """
      {"voiceShortcuts": [
        {"identifier": "not-a-uuid", "invocationPhrase": "Soup",
         "shortcut": {"intent": {"className": "OrderSoupIntent"}}},
        {"identifier": "8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A5B",
         "shortcut": {"intent": {"className": "OrderSoupIntent"}}},
        {"identifier": "9E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A5B", "invocationPhrase": "Pickup",
         "shortcut": {"userActivity": {"activityType": "com.example.viewMenu"}}},
        {"identifier": "AE3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A5B", "invocationPhrase": "Two",
         "phrase": "typo", "shortcut": {"intent": {"className": "OrderSoupIntent",
         "parameters": {"quantity": {"type": "Integer", "value": 2.5},
                        "toppings": {"type": "Topping", "values": []}}}}},
        "Soup time"
      ]}
      """

    let report = await fixture.read(text: text)

    #expect(
      report.problems.map(\.located) == [
        "2:18 error: identifier “not-a-uuid” is not a UUID, such as "
          + "“8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A5B”",
        "4:3 error: a voice shortcut has no “invocationPhrase”",
        "7:33 error: this shortcut opens a user activity (NSUserActivity), not an intent; only "
          + "custom intents move to App Intents",
        "8:78 error: invocationPhrase: “Two” is made of words said in answer to Siri (yes, no, "
          + "cancel, numbers and the like), so a reply would run it. Choose a phrase that says "
          + "what it does, such as “Soup time”.",
        "9:4 warning: a voice shortcut: “phrase” is not part of the format and is ignored "
          + "(expected “identifier”, “invocationPhrase”, “shortcut”)",
        "10:60 error: quantity: an Integer is a whole number such as 2, not 2.5",
        "11:51 error: toppings: “values” is for a list; add \"array\": true, or give one value",
        "12:3 error: a voice shortcut should be an object, found a string",
      ])
    #expect(report.shortcuts.isEmpty)
    #expect(report.shortcutsInFile == 5)
  }

  @Test func aRepeatedIdentifierIsAnErrorAndARepeatedPhraseAWarning() async throws {
    let fixture = await LegacyFixture.make()
    let shortcut = """
        {"identifier": "8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A5B", "invocationPhrase": "Soup time",
         "shortcut": {"intent": {"className": "OrderSoupIntent"}}}
      """
    let text = "{\"voiceShortcuts\": [\n\(shortcut),\n\(shortcut)\n]}"

    let report = await fixture.read(text: text)

    #expect(
      report.problems.map(\.located) == [
        "4:3 error: identifier 8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A5B is the shortcut's on line 2 "
          + "too; each shortcut needs its own",
        "4:3 warning: the phrase “Soup time” is also the shortcut's on line 2; Siri runs only "
          + "one of them",
      ])
    #expect(report.shortcuts.count == 1)
  }

  @Test func aFileWithoutTheShortcutsListIsAnError() async throws {
    let fixture = await LegacyFixture.make()

    let empty = await fixture.read(text: "  {\"shortcuts\": []}")
    let array = await fixture.read(text: "[]")

    #expect(
      empty.problems.map(\.located)
        == [
          "1:4 warning: the file: “shortcuts” is not part of the format and is ignored (expected "
            + "“voiceShortcuts”)",
          "1:3 error: the file has no “voiceShortcuts” list: { \"voiceShortcuts\": [ … ] }",
        ].sorted())
    #expect(
      array.problems.map(\.located) == [
        "1:1 error: expected an object with a “voiceShortcuts” list, found an array"
      ])
  }

  @Test func reportLinesReadLikeCompilerDiagnosticsThenTheShortcuts() async throws {
    let fixture = await LegacyFixture.make()

    let report = try await fixture.read("soup-chef-renamed.json")

    let file = LegacyFixture.file("soup-chef-renamed.json").relativePath
    #expect(
      report.lines == [
        "\(file):10:13: warning: soupType: OrderSoup has no parameter named soupType — renamed? "
          + "OrderSoup has soup (Soup) — its value “Tomato Soup” is dropped",
        "\(file): “Tomato soup please” → OrderSoup quantity=2 orderType=pickup "
          + "'storeLocation=Civic Center' (Soup Chef)",
        "1 of 1 shortcut can be imported; 0 errors, 1 warning.",
      ])
  }

  @Test func aFileThatCannotBeReadThrows() async throws {
    let fixture = await LegacyFixture.make()
    let url = URL(fileURLWithPath: "no-such-dir/shortcuts.json")

    await #expect(
      throws: LegacyShortcutFileError.unreadable(
        file: "no-such-dir/shortcuts.json", reason: "no such file")
    ) {
      try await LegacyShortcutImport.read(fileAt: url, runtime: fixture.runtime)
    }
  }

  @Test func aFolderOrADeviceIsRefusedUnread() async throws {
    let fixture = await LegacyFixture.make()
    let folder = FileManager.default.temporaryDirectory.path
    for (path, kind) in [(folder, "a folder"), ("/dev/zero", "a character device")] {
      await #expect(
        throws: LegacyShortcutFileError.unreadable(file: path, reason: "it is \(kind), not a file")
      ) {
        try await LegacyShortcutImport.read(
          fileAt: URL(fileURLWithPath: path), runtime: fixture.runtime)
      }
    }
  }
}

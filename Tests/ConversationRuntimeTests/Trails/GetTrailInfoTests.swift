import ConversationRuntime
import ConversationTestSupport
import Testing

/// "Get Half Dome Trail conditions with Trails": GetTrailInfo through the real runtime.
@Suite struct GetTrailInfoTests {
  @Test func saysTheSupportingDialogBesideTheTrailSnippet() async throws {
    let fixture = await TrailsFixture.make()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await fixture.runtime.handle(
      "Get Half Dome Trail conditions with Trails", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    let understood = try #require(frontEnd.understandings.first)
    #expect(understood.app == "Trails")
    #expect(understood.intent == "GetTrailInfo")
    let speech = try #require(frontEnd.speeches.last)
    #expect(speech.text == TrailsText.conditionsSupporting)
    let lines = try #require(speech.snippet).textLines
    #expect(
      lines == ["Half Dome Trail", "Yosemite National Park", "Closed for the season"])
    #expect(outcome.completedValue == "Half Dome Trail")
  }

  @Test func voiceOnlySpeaksTheFullDialogWithoutTheSnippet() async throws {
    let fixture = await TrailsFixture.make(voiceOnly: true)
    let frontEnd = AnsweringFrontEnd()

    await fixture.runtime.handle("Get Half Dome Trail conditions with Trails", with: frontEnd)

    let speech = try #require(frontEnd.speeches.last)
    #expect(speech.text == TrailsText.halfDomeFull)
    #expect(speech.snippet == nil)
  }

  @Test func aPartialNameFindsTheTrailThroughTheStringQuery() async throws {
    let fixture = await TrailsFixture.make()
    let frontEnd = AnsweringFrontEnd()

    await fixture.runtime.handle("Get conditions on McWay with Trails", with: frontEnd)

    #expect(frontEnd.prompts.isEmpty)
    let lines = try #require(frontEnd.speeches.last?.snippet).textLines
    #expect(lines.first == "McWay Falls Trail")
    #expect(lines.last == "Open")
  }

  @Test func aTrailOutsideTheFavoritesIsStillFoundBySearch() async throws {
    let fixture = await TrailsFixture.make()
    let frontEnd = AnsweringFrontEnd()

    await fixture.runtime.handle("Get Kelso Dunes Trail conditions with Trails", with: frontEnd)

    let lines = try #require(frontEnd.speeches.last?.snippet).textLines
    #expect(lines.first == "Kelso Dunes Trail")
    #expect(lines.last == "Avoid during the summer sun, bring extra water")
  }

  @Test func withoutATrailSiriAsksWithTheFavoritesAsSuggestions() async throws {
    let fixture = await TrailsFixture.make()
    let frontEnd = AnsweringFrontEnd([.text("thunder mountain")])

    await fixture.run("GetTrailInfo", with: frontEnd)

    let prompt = try #require(frontEnd.prompts.first?.valuePrompt)
    #expect(prompt.parameter == "trail")
    #expect(prompt.suggestions.map(\.title) == TrailsText.favorites)
    #expect(frontEnd.speeches.last?.snippet?.textLines.first == "Thunder Mountain Trail")
  }

  @Test func aNameThatMatchesSeveralTrailsBecomesAPickList() async throws {
    let fixture = await TrailsFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(1)])

    await fixture.run("GetTrailInfo", [("trail", "Mountain")], with: frontEnd)

    let choice = try #require(frontEnd.prompts.first?.choicePrompt)
    #expect(choice.purpose == .disambiguation)
    #expect(
      Array(choice.choices.filter { $0.section != "More" }.map(\.title)) == [
        "Montara Mountain Trail", "Thunder Mountain Trail",
      ])
    #expect(frontEnd.speeches.last?.snippet?.textLines.first == "Thunder Mountain Trail")
  }

  @Test func wholeWordMatchesOutrankLongerWordsThatContainThem() async throws {
    let fixture = await TrailsFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(0)])

    await fixture.run("GetTrailInfo", [("trail", "Mount")], with: frontEnd)

    let choice = try #require(frontEnd.prompts.first?.choicePrompt)
    #expect(
      Array(choice.choices.filter { $0.section != "More" }.map(\.title)) == [
        "Mount Tallac Trail", "Mount Whitney Trail",
      ])
  }
}

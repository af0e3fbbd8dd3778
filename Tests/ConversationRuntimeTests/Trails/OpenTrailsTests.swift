import ConversationRuntime
import ConversationTestSupport
import Testing

/// The intents that open the app: OpenFavorites and OpenTrail.
@Suite struct OpenTrailsTests {
  @Test func openFavoritesShowsTheFavoriteTrails() async throws {
    let fixture = await TrailsFixture.make()
    let frontEnd = AnsweringFrontEnd()

    await fixture.runtime.handle("Show my favorite Trails", with: frontEnd)

    let opened = try #require(frontEnd.openedApps.last)
    #expect(opened.screen == "Favorites — " + TrailsText.favorites.joined(separator: ", "))
    #expect(fixture.state.navigation.selectedCollection?.displayName == "Favorites")
  }

  @Test func theAppStartsOnNearMe() async {
    let fixture = await TrailsFixture.make()
    #expect(
      fixture.state.navigation.screen
        == "Near Me — Devil's Slide Trail, Pillar Point Bluff Trail, Montara Mountain Trail, Monterey Bay Coastal Trail, Juan Bautista de Anza National Historic Trail, Skyline Trail"
    )
  }

  @Test func openTrailOpensTheTrailsUniversalLink() async throws {
    let fixture = await TrailsFixture.make()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await fixture.run("OpenTrail", [("target", "Half Dome")], with: frontEnd)

    #expect(frontEnd.openedApps.map(\.screen) == ["https://example.com/trail/9/details"])
    #expect(outcome.isCompleted)
  }
}

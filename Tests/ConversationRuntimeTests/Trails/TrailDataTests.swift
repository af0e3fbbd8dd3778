import Foundation
import Testing
import Trails

/// Apple's `TrailData.plist`, as Trails reads it from its table of one trail a line.
@Suite struct TrailDataTests {
  @Test func readsAllThirtyTrailsInThePlistsOrder() {
    let trails = TrailDataManager().trails
    #expect(trails.map(\.id) == Array(1...30))
    #expect(trails.allSatisfy { !$0.activities.isEmpty && !$0.currentConditions.isEmpty })
  }

  @Test func readsEveryFieldOfATrailWithThreeActivities() throws {
    let grove = try #require(TrailDataManager().trail(with: 5))
    #expect(grove.name == "Tuolumne Grove Trail")
    #expect(grove.regionDescription == "Yosemite National Park")
    #expect(grove.coordinate.latitude == 37.763899)
    #expect(grove.coordinate.longitude == -119.805438)
    #expect(grove.trailLength == Measurement(value: 4023.36, unit: .meters))
    #expect(grove.activities == [.hiking, .crossCountrySkiing, .snowshoeing])
    #expect(grove.currentConditions == "Snow make this excellent for winter sports right now")
    #expect(grove.distanceToTrail == Measurement(value: 200_000, unit: .meters))
    #expect(grove.featuredImage == "trail-5")
  }

  @Test func keepsCommasAndPeriodsInsideAField() throws {
    let trails = TrailDataManager()
    let monterey = try #require(trails.trail(with: 25))
    #expect(monterey.regionDescription == "Monterey, CA")
    #expect(monterey.currentConditions == "Open, with sand across the path in some locations")
    let ojai = try #require(trails.trail(with: 29))
    #expect(ojai.currentConditions == "Open. Construction work near milepost 6")
  }
}

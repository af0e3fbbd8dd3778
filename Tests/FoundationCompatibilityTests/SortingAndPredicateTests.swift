import Foundation
import FoundationCompatibility
import Testing

@Suite struct SortingAndPredicateTests {
  struct Trail { var name: String }

  @Test func localizedStandardSortsCaseInsensitivelyAndNumbersByValue() {
    let names = ["trail 10", "Trail 9", "Alpine"]
    #expect(
      names.sorted(using: KeyPathComparator(\.self, comparator: .localizedStandard))
        == ["Alpine", "Trail 9", "trail 10"])
    #expect(
      names.sorted(using: LocalizedStandardComparator(order: .reverse))
        == ["trail 10", "Trail 9", "Alpine"])
  }

  @Test func predicatesSupportLocalizedStandardContains() throws {
    let term = "FALLS"
    let predicate = #Predicate<Trail> { $0.name.localizedStandardContains(term) }
    #expect(try predicate.evaluate(Trail(name: "McWay Falls Trail")))
    #expect(try !predicate.evaluate(Trail(name: "Half Dome Trail")))
    let accent = "cafe"
    let accented = #Predicate<Trail> { $0.name.localizedStandardContains(accent) }
    #expect(try accented.evaluate(Trail(name: "Café Loop")))
  }
}

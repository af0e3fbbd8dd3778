import Foundation
import OpenAppIntents

/// Find Trails in Shortcuts: by name and by length, sorted by either.
extension TrailEntityQuery: EntityPropertyQuery {
  public typealias ComparatorMappingType = Predicate<TrailEntity>

  public static let properties = QueryProperties {
    Property(\TrailEntity.$name) {
      ContainsComparator { searchValue in
        #Predicate<TrailEntity> { $0.name.localizedStandardContains(searchValue) }
      }
      EqualToComparator { searchValue in
        #Predicate<TrailEntity> { $0.name == searchValue }
      }
      NotEqualToComparator { searchValue in
        #Predicate<TrailEntity> { $0.name != searchValue }
      }
    }

    Property(\TrailEntity.$trailLength) {
      LessThanOrEqualToComparator { searchValue in
        #Predicate<TrailEntity> { entity in
          entity.trailLength <= searchValue
        }
      }
      GreaterThanOrEqualToComparator { searchValue in
        #Predicate<TrailEntity> { entity in
          entity.trailLength >= searchValue
        }
      }
    }
  }

  public static let sortingOptions = SortingOptions {
    SortableBy(\TrailEntity.$name)
    SortableBy(\TrailEntity.$trailLength)
  }

  public static var findIntentDescription: IntentDescription? {
    IntentDescription(
      "Search for the best trails matching your interest based on complex criteria.",
      categoryName: "Discover",
      searchKeywords: ["trail", "location", "travel"],
      resultValueName: "Trails")
  }

  public func entities(
    matching comparators: [Predicate<TrailEntity>],
    mode: ComparatorMode,
    sortedBy: [EntityQuerySort<TrailEntity>],
    limit: Int?
  ) async throws -> [TrailEntity] {
    var matchedTrails = try trails(matching: comparators, mode: mode)
    for sortOperation in sortedBy {
      switch sortOperation.by {
      case \.$name:
        matchedTrails.sort(
          using: KeyPathComparator(\TrailEntity.name, order: sortOperation.order.sortOrder))
      case \.$trailLength:
        matchedTrails.sort(
          using: KeyPathComparator(\TrailEntity.trailLength, order: sortOperation.order.sortOrder))
      default:
        break
      }
    }
    if let limit, matchedTrails.count > limit {
      matchedTrails.removeLast(matchedTrails.count - max(0, limit))
    }
    return matchedTrails
  }

  /// The trails that meet the comparators: all of them (`.and`) or any (`.or`).
  private func trails(matching comparators: [Predicate<TrailEntity>], mode: ComparatorMode)
    throws -> [TrailEntity]
  {
    try trailManager.trails.compactMap { trail in
      let entity = TrailEntity(trail: trail)
      // AND starts true and stops at the first false; OR starts false and stops at the first
      // true, as the sample does.
      var includeAsResult = mode == .and
      let earlyBreakCondition = includeAsResult
      for comparator in comparators {
        guard includeAsResult == earlyBreakCondition else { break }
        includeAsResult = try comparator.evaluate(entity)
      }
      return includeAsResult ? entity : nil
    }
  }
}

extension EntityQuerySort.Ordering {
  /// The order as Foundation's `SortOrder`.
  var sortOrder: SortOrder {
    switch self {
    case .ascending: return SortOrder.forward
    case .descending: return SortOrder.reverse
    }
  }
}

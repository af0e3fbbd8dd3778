import Foundation
import OpenAppIntents

/// Find Books in Shortcuts: by title, publishing date and read date, sorted by any of them.
///
/// The session maps each comparator to an `NSPredicate`; Foundation on Linux cannot evaluate
/// `NSPredicate(format:)`, so the port maps them to `Predicate<BookEntity>` as Apple's Trails
/// sample does.
extension BookQuery: EntityPropertyQuery {
  public typealias ComparatorMappingType = Predicate<BookEntity>

  public static let properties = QueryProperties {
    Property(\BookEntity.$title) {
      EqualToComparator { title in #Predicate<BookEntity> { $0.title == title } }
      ContainsComparator { title in
        #Predicate<BookEntity> { $0.title.localizedStandardContains(title) }
      }
    }
    Property(\BookEntity.$datePublished) {
      LessThanComparator { date in #Predicate<BookEntity> { $0.datePublished < date } }
      GreaterThanComparator { date in #Predicate<BookEntity> { $0.datePublished > date } }
    }
    Property(\BookEntity.$dateRead) {
      // A book not yet read has no read date and meets neither comparator; the comparators of
      // an optional property map the value it would hold.
      LessThanComparator { date in
        let never = Date.distantFuture
        return #Predicate<BookEntity> { ($0.dateRead ?? never) < date }
      }
      GreaterThanComparator { date in
        let never = Date.distantPast
        return #Predicate<BookEntity> { ($0.dateRead ?? never) > date }
      }
    }
  }

  public static let sortingOptions = SortingOptions {
    SortableBy(\BookEntity.$title)
    SortableBy(\BookEntity.$dateRead)
    SortableBy(\BookEntity.$datePublished)
  }

  public func entities(
    matching comparators: [Predicate<BookEntity>],
    mode: ComparatorMode,
    sortedBy: [EntityQuerySort<BookEntity>],
    limit: Int?
  ) async throws -> [BookEntity] {
    let entities = database.books.map(BookEntity.init(book:))
    // `.and` keeps a book that meets every comparator, `.or` one that meets any.
    var found = try entities.filter { entity in
      switch mode {
      case .and: return try comparators.allSatisfy { try $0.evaluate(entity) }
      case .or: return try comparators.contains { try $0.evaluate(entity) }
      }
    }
    // The first sort is the primary key: apply them in reverse with a stable sort.
    for sort in sortedBy.reversed() {
      let ascending = sort.order == .ascending
      switch sort.by {
      case \.$title:
        found = stableSorted(found, ascending) {
          $0.title.localizedStandardCompare($1.title)
        }
      case \.$datePublished:
        found = stableSorted(found, ascending) { compare($0.datePublished, $1.datePublished) }
      case \.$dateRead:
        // Unread books sort after every read one, in either order.
        found = stableSorted(found, ascending) { a, b in
          switch (a.dateRead, b.dateRead) {
          case (let x?, let y?): return compare(x, y)
          default: return .orderedSame
          }
        }
        found = found.filter { $0.dateRead != nil } + found.filter { $0.dateRead == nil }
      default:
        break
      }
    }
    if let limit { found = Array(found.prefix(max(0, limit))) }
    return found
  }

  private func stableSorted(
    _ entities: [BookEntity], _ ascending: Bool,
    by order: (BookEntity, BookEntity) -> ComparisonResult
  ) -> [BookEntity] {
    entities.enumerated().sorted { a, b in
      let result = order(a.element, b.element)
      if result == .orderedSame { return a.offset < b.offset }
      return ascending ? result == .orderedAscending : result == .orderedDescending
    }.map(\.element)
  }

  private func compare(_ a: Date, _ b: Date) -> ComparisonResult {
    a == b ? .orderedSame : a < b ? .orderedAscending : .orderedDescending
  }
}

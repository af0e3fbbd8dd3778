import Foundation

/// Compares strings as the Finder sorts names: case-insensitively, with numbers by value
/// ("Trail 9" before "Trail 10"). Darwin Foundation's `.localizedStandard`, which Foundation on
/// Linux lacks as a `SortComparator`.
public struct LocalizedStandardComparator: SortComparator, Sendable, Hashable, Codable {
  /// Ascending or descending.
  public var order: SortOrder

  /// A comparator, ascending unless said otherwise.
  public init(order: SortOrder = .forward) {
    self.order = order
  }

  /// Compares two strings.
  public func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
    let result = lhs.localizedStandardCompare(rhs)
    guard order == .reverse else { return result }
    switch result {
    case .orderedAscending: return .orderedDescending
    case .orderedDescending: return .orderedAscending
    case .orderedSame: return .orderedSame
    }
  }
}

extension SortComparator where Self == LocalizedStandardComparator {
  /// Darwin's `.localizedStandard`: `KeyPathComparator(\.name, comparator: .localizedStandard)`.
  public static var localizedStandard: LocalizedStandardComparator { LocalizedStandardComparator() }
}

@_spi(SiriSim) import OpenAppIntents

/// A Find action to run, as Shortcuts builds one for an entity type: conditions on its
/// properties, all or any of them, sort keys and a limit.
///
/// `sirisim find Trail --where "name contains Falls" --where "trailLength <= 5 km" --sort
/// trailLength`, and `:find` in plain mode and the terminal UI, make one.
package struct FindRequest: Sendable, Equatable {
  /// One condition: a property, an operator and the value written after it.
  package struct Condition: Sendable, Equatable {
    /// The property's name or title, as written ("trailLength", "Region").
    package var property: String
    /// The operator.
    package var comparator: EntityQueryComparatorKind
    /// The value, as written ("5 km", "Falls"); two for `is between … and …`.
    package var values: [String]

    /// Creates a condition.
    package init(
      property: String, comparator: EntityQueryComparatorKind, values: [String]
    ) {
      self.property = property
      self.comparator = comparator
      self.values = values
    }

    /// Reads "name contains Falls", "trailLength <= 5 km", "title begins with The",
    /// "dateRead is between 2025-01-01 and 2025-06-30".
    package init(parsing text: String) throws(FindError) {
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      let name = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !name.isEmpty else {
        throw FindError(
          "“\(text)” has no property: write it as “PROPERTY OPERATOR VALUE”, such as “name contains Falls”."
        )
      }
      var rest = trimmed.dropFirst(name.count).drop(while: \.isWhitespace)
      guard let (comparator, length) = Self.comparator(at: rest) else {
        throw FindError(
          "“\(text)” has no operator after “\(name)”: use one of \(Self.operatorList).")
      }
      rest = rest.dropFirst(length).drop(while: \.isWhitespace)
      let value = String(rest).trimmingCharacters(in: .whitespaces)
      var values = [value]
      if comparator == .isBetween {
        let parts = value.components(separatedBy: " and ")
        guard parts.count == 2 else {
          throw FindError("“\(text)”: write “is between LOW and HIGH”.")
        }
        values = parts.map { $0.trimmingCharacters(in: .whitespaces) }
      }
      guard values.allSatisfy({ !$0.isEmpty }) else {
        throw FindError("“\(text)” has no value after the operator.")
      }
      self.init(property: String(name), comparator: comparator, values: values)
    }

    /// The operators as written, longest first so that "<=" wins over "<".
    static let spellings: [(String, EntityQueryComparatorKind)] = [
      ("is between", .isBetween), ("begins with", .hasPrefix), ("starts with", .hasPrefix),
      ("ends with", .hasSuffix), ("contains", .contains), ("!=", .notEqualTo),
      ("<=", .lessThanOrEqualTo), (">=", .greaterThanOrEqualTo), ("==", .equalTo),
      ("=", .equalTo), ("<", .lessThan), (">", .greaterThan), ("is not", .notEqualTo),
      ("is", .equalTo),
    ]

    static let operatorList =
      "=, !=, <, <=, >, >=, contains, begins with, ends with, is between … and …"

    private static func comparator(at text: Substring) -> (EntityQueryComparatorKind, Int)? {
      let lowered = text.lowercased()
      for (spelling, kind) in spellings where lowered.hasPrefix(spelling) {
        // Word operators must end at a word boundary ("is" is not "isn't").
        if spelling.first?.isLetter == true {
          let after = lowered.dropFirst(spelling.count).first
          if let after, !after.isWhitespace { continue }
        }
        return (kind, spelling.count)
      }
      return nil
    }
  }

  /// A sort key: a property and a direction.
  package struct SortKey: Sendable, Equatable {
    /// The property's name.
    package var property: String
    /// Largest first.
    package var descending: Bool

    /// Creates a sort key.
    package init(property: String, descending: Bool = false) {
      self.property = property
      self.descending = descending
    }

    /// Reads "trailLength", "name:desc", "title:asc".
    package init(parsing text: String) throws(FindError) {
      let parts = text.split(separator: ":", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard let name = parts.first, !name.isEmpty else {
        throw FindError("--sort wants a property, such as name or name:desc.")
      }
      switch parts.count > 1 ? parts[1].lowercased() : "asc" {
      case "asc", "ascending": self.init(property: name, descending: false)
      case "desc", "descending": self.init(property: name, descending: true)
      default: throw FindError("--sort “\(text)”: the direction is asc or desc.")
      }
    }
  }

  /// The entity type, by its name ("Trail", "Featured Trail Collection").
  package var entity: String
  /// The app, when several have a type of that name.
  package var app: String?
  /// The conditions.
  package var conditions: [Condition]
  /// Whether an entity must meet every condition (`true`) or any of them.
  package var matchesAll: Bool
  /// The sort keys, in order.
  package var sort: [SortKey]
  /// The most results.
  package var limit: Int?

  /// Creates a request.
  package init(
    entity: String, app: String? = nil, conditions: [Condition] = [], matchesAll: Bool = true,
    sort: [SortKey] = [], limit: Int? = nil
  ) {
    self.entity = entity
    self.app = app
    self.conditions = conditions
    self.matchesAll = matchesAll
    self.sort = sort
    self.limit = limit
  }
}

/// A Find request that cannot run, in words a person understands.
package struct FindError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, and what would be right.
  package var message: String

  /// Creates an error.
  package init(_ message: String) { self.message = message }

  package var description: String { message }
}

extension EntityQueryComparatorKind {
  /// How the operator is written in a condition.
  package var spelling: String {
    switch self {
    case .equalTo: return "="
    case .notEqualTo: return "!="
    case .contains: return "contains"
    case .hasPrefix: return "begins with"
    case .hasSuffix: return "ends with"
    case .lessThan: return "<"
    case .lessThanOrEqualTo: return "<="
    case .greaterThan: return ">"
    case .greaterThanOrEqualTo: return ">="
    case .isBetween: return "is between"
    }
  }
}

import Foundation

/// A value expectation that checks whether a value is present, or whether its string content
/// matches. String comparisons are exact and case-sensitive; a string expectation on a value
/// that is not a string is not satisfied.
///
/// Don't create one yourself: use ``IntentValueExpectation/isNil``,
/// ``IntentValueExpectation/notNil``, ``IntentValueExpectation/contains(_:)``,
/// ``IntentValueExpectation/contains(regex:)`` or ``IntentValueExpectation/equals(_:)``.
public struct PrimitiveExpectation: ResolvableIntentValueExpectation, CustomStringConvertible {
  enum Requirement: Sendable {
    case isNil, notNil
    case contains(String)
    case containsRegex(String)
    case equals(String)
  }

  let requirement: Requirement

  public func _isSatisfied(byTestingValue value: Any?) throws -> Bool {
    let value = IntentValueReading.unwrapped(value)
    switch requirement {
    case .isNil: return value == nil
    case .notNil: return value != nil
    case .contains(let substring):
      guard let string = value as? String else { return false }
      return string.contains(substring)
    case .equals(let expected):
      guard let string = value as? String else { return false }
      return string == expected
    case .containsRegex(let pattern):
      let regex: NSRegularExpression
      do {
        regex = try NSRegularExpression(pattern: pattern)
      } catch {
        throw AppIntentsTestingError.invalidRegex(pattern, reason: "\(error.localizedDescription)")
      }
      guard let string = value as? String else { return false }
      let range = NSRange(string.startIndex..., in: string)
      return regex.firstMatch(in: string, range: range) != nil
    }
  }

  /// The check, as a test failure reads it: `contains("NASA")`.
  public var description: String {
    switch requirement {
    case .isNil: return "isNil"
    case .notNil: return "notNil"
    case .contains(let substring): return "contains(\"\(substring)\")"
    case .containsRegex(let pattern): return "contains(regex: \"\(pattern)\")"
    case .equals(let value): return "equals(\"\(value)\")"
    }
  }
}

extension IntentValueExpectation where Self == PrimitiveExpectation {
  /// An expectation that requires a parameter, property, or result to have no value. To leave
  /// a value unchecked, pass `nil` or leave out its label instead.
  public static var isNil: PrimitiveExpectation { PrimitiveExpectation(requirement: .isNil) }

  /// An expectation that requires a parameter, property, or result to have a value, whatever
  /// it is.
  public static var notNil: PrimitiveExpectation { PrimitiveExpectation(requirement: .notNil) }

  /// An expectation that requires the value to be a string that contains `substring` (exact,
  /// case-sensitive).
  public static func contains(_ substring: String) -> Self {
    PrimitiveExpectation(requirement: .contains(substring))
  }

  /// An expectation that requires the value to be a string that contains a match for the
  /// regular expression `regex`, anywhere: `.contains(regex: "Building")` also matches “Old
  /// Building 4”; anchor it with `^` and `$` to match the whole string.
  public static func contains(regex: String) -> Self {
    PrimitiveExpectation(requirement: .containsRegex(regex))
  }

  /// An expectation that requires the value to be a string equal to `value` (exact,
  /// case-sensitive).
  public static func equals(_ value: String) -> Self {
    PrimitiveExpectation(requirement: .equals(value))
  }
}

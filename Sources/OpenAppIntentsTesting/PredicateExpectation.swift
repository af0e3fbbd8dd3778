import Foundation

/// A value expectation that checks a value of any convertible type against a predicate: for
/// values that are not strings, such as numbers, dates, entities, enum cases, or lists of them.
///
/// ```swift
/// .matches(#Predicate<Int> { $0 >= 2 }, requirement: "at least two")
/// ```
///
/// The predicate's input type decides how a missing value is handled: a predicate on a
/// non-optional type (`Predicate<Int>`) is not satisfied when the value is missing; one on an
/// optional type (`Predicate<Int?>`) receives `nil` and decides for itself. A value that is not
/// of the input type does not satisfy it.
///
/// Don't create one yourself: use ``IntentValueExpectation/matches(_:requirement:)``.
public struct PredicateExpectation: ResolvableIntentValueExpectation, CustomStringConvertible {
  private let evaluate: @Sendable (Any?) throws -> Bool
  /// The readable description of the check given to `matches`, if any.
  let requirement: String?

  init<Input: IntentValueConvertible>(_ predicate: Predicate<Input>, requirement: String?) {
    self.requirement = requirement
    evaluate = { value in
      guard let input = Input._fromIntentTestingValue(value) else { return false }
      return try predicate.evaluate(input)
    }
  }

  public func _isSatisfied(byTestingValue value: Any?) throws -> Bool {
    try evaluate(value)
  }

  /// The check, as a test failure reads it: its requirement, else "matches(a predicate)".
  public var description: String { requirement ?? "matches(a predicate)" }
}

extension IntentValueExpectation where Self == PredicateExpectation {
  /// An expectation that requires the value to satisfy `predicate`, described by
  /// `requirement`: for values that are not strings. A predicate on a non-optional type is not
  /// satisfied when the value is missing; one on an optional type receives `nil`.
  public static func matches<Input: IntentValueConvertible>(
    _ predicate: Predicate<Input>, requirement: String? = nil
  ) -> PredicateExpectation {
    PredicateExpectation(predicate, requirement: requirement)
  }
}

/// How many values an array parameter takes: exactly some number, or a range.
///
/// A list longer than the size allows is refused in a conversation, with what it takes.
public struct IntentCollectionSize: Sendable, Equatable, ExpressibleByIntegerLiteral {
  /// The fewest values.
  package let minimum: Int
  /// The most values.
  package let maximum: Int

  /// Exactly `count` values.
  public init(exactly count: Int) {
    self.init(min: count, max: count)
  }

  /// From `min` to `max` values.
  public init(min: Int, max: Int) {
    minimum = Swift.max(0, Swift.min(min, max))
    maximum = Swift.max(0, min, max)
  }

  /// Exactly this many values: `size: 3`.
  public init(integerLiteral value: Int) {
    self.init(exactly: value)
  }
}

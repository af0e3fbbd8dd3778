/// A key the player presses, and how long after the one before.
public struct PlaybackKey: Sendable, Equatable {
  /// The key.
  public var key: Key
  /// Seconds since the key before.
  public var delay: Double

  /// Creates a key press.
  public init(_ key: Key, after delay: Double) {
    self.key = key
    self.delay = delay
  }
}

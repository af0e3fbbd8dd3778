/// A key the player presses, and how long after the one before.
package struct PlaybackKey: Sendable, Equatable {
  /// The key.
  package var key: Key
  /// Seconds since the key before.
  package var delay: Double
}

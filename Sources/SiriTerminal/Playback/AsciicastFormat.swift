/// Which asciicast version a recording is written in.
///
/// Version 3 (asciinema 3 and the web player 3.x) times each event from the one before and
/// names the terminal in a `term` object; version 2 (asciinema 2.x) times each event from the
/// start. Both carry markers (`"m"` events); only version 3 has the exit event (`"x"`).
package enum AsciicastFormat: String, Sendable, CaseIterable {
  /// asciicast v2: `{"version": 2, "width": …, "height": …}`, event times from the start.
  case v2
  /// asciicast v3: `{"version": 3, "term": {"cols": …, "rows": …}}`, event times as intervals.
  case v3

  /// The version written when none is asked for.
  package static let standard = AsciicastFormat.v3
}

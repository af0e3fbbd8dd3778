import Foundation

/// The settings that make a transcript replay exactly: the first comment line of a `.siri` file.
///
/// ```
/// # sirisim 1 · apps: Soup Chef · now: 2026-11-21T12:00:00Z · locale: en · mode: display · width: 80 · height: 24
/// ```
///
/// The clock is stopped at `now` and identifiers and random numbers follow from it, so order
/// numbers and times come out the same on every replay.
public struct TranscriptHeader: Sendable, Equatable {
  /// The format's version; this build reads and writes 1.
  public static let currentVersion = 1

  /// The apps loaded, by display name, in order.
  public var apps: [String]
  /// The stopped clock's time.
  public var now: Date
  /// The phrases' language, such as "en".
  public var locale: String
  /// Whether Siri speaks the full dialog and shows no snippets.
  public var voiceOnly: Bool
  /// The terminal's columns for `play` and casts.
  public var width: Int
  /// The terminal's rows for `play` and casts.
  public var height: Int
  /// Further comment lines after the settings, without their `# `: a title, a note.
  public var comments: [String]
  /// The executable that recorded it and replays it, such as "coffee-siri" (an app's own,
  /// made with `SiriSim.main(apps:)`); `nil`, and not written: `sirisim`.
  public var executable: String?

  /// The executable a transcript names none of: SiriSim's own, over the bundled apps.
  public static let defaultExecutable = "sirisim"

  /// The narrowest and widest terminal a header may name.
  public static let widthRange = 20...500
  /// The lowest and highest terminal a header may name.
  public static let heightRange = 8...200

  /// Creates a header.
  public init(
    apps: [String], now: Date, locale: String = "en", voiceOnly: Bool = false, width: Int = 80,
    height: Int = 24, comments: [String] = [], executable: String? = nil
  ) {
    self.apps = apps
    self.now = now
    self.locale = locale
    self.voiceOnly = voiceOnly
    self.width = width
    self.height = height
    self.comments = comments
    self.executable = executable
  }

  /// The header's lines as a file holds them.
  public var lines: [String] {
    let settings =
      [
        "apps: \(apps.joined(separator: ", "))",
        "now: \(Self.format(now))",
        "locale: \(locale)",
        "mode: \(voiceOnly ? Mode.voiceOnly : Mode.display)",
        "width: \(width)",
        "height: \(height)",
      ] + (executable.map { ["executable: \($0)"] } ?? [])
    return ["# sirisim \(Self.currentVersion) · " + settings.joined(separator: " · ")]
      + comments.map { $0.isEmpty ? "#" : "# \($0)" }
  }

  /// The words `mode:` takes.
  enum Mode {
    static let display = "display"
    static let voiceOnly = "voice-only"
  }

  /// `2026-11-21T12:00:00Z`: whole seconds, UTC.
  public static func format(_ date: Date) -> String {
    ISO8601DateFormatter().string(from: date)
  }

  /// A time written `2026-11-21T12:00:00Z` (or with an offset, `+01:00`), or `nil`.
  ///
  /// Foundation's reader alone takes more than that (digits before the year, letters after
  /// the zone) and reads it as some other time, which would not be written back the same.
  public static func date(from text: String) -> Date? {
    guard
      text.wholeMatch(
        of: /[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(Z|[+-][0-9]{2}:[0-9]{2})/)
        != nil
    else { return nil }
    guard let date = ISO8601DateFormatter().date(from: text) else { return nil }
    // Foundation rolls 30 February over to 2 March (and 24:00 to the next day): the time must
    // read back as it was written, in the offset it was written in.
    let offset = text.hasSuffix("Z") ? "+00:00" : String(text.suffix(6))
    let sign = offset.hasPrefix("-") ? -1 : 1
    guard let hours = Int(offset.dropFirst().prefix(2)), let minutes = Int(offset.suffix(2))
    else { return nil }
    let writer = ISO8601DateFormatter()
    writer.timeZone = TimeZone(secondsFromGMT: sign * (hours * 3600 + minutes * 60))
    guard writer.string(from: date).prefix(19) == text.prefix(19) else { return nil }
    return date
  }
}

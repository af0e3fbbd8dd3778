import Foundation
import OpenAppIntents
import SiriSimApp

/// The tests' stopped clocks: every runtime, app and store in the tests reads its time here, so
/// each instant is written once.
public enum TestClock {
  /// 2026-09-21T14:13:20Z: the time of every fixture's runtime.
  public static let epoch = Date(timeIntervalSince1970: 1_790_000_000)

  /// 2026-11-21T12:00:00Z, a Saturday noon: the time transcripts and playback record.
  public static let saturdayNoon = Date(timeIntervalSince1970: 1_795_262_400)

  /// 2026-11-23T12:00:00Z, a Monday noon: the time of the store's donations and suggestions.
  public static let mondayNoon = Date(timeIntervalSince1970: 1_795_435_200)

  /// 2026-11-27T12:00:00Z, a Friday noon: a later day, for suggestions learnt earlier.
  public static let fridayNoon = Date(timeIntervalSince1970: 1_795_780_800)

  /// An environment stopped at ``epoch``; a new one each time, because its seeded randomness
  /// is stateful and each runtime should start from the same seed.
  public static var environment: IntentEnvironment { .fixed(now: epoch) }
}

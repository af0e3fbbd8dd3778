import Foundation

/// The time a session reads: the wall clock, or a clock stopped at one instant.
///
/// SiriSim-only. Interactive sessions run on ``wall``, so donations made a minute apart are a
/// minute apart; `--now`, recording with `--record` and the tests stop the clock with
/// ``fixed(_:)``, so a session replays exactly.
public struct SessionClock: Sendable {
  /// The current time.
  public let now: @Sendable () -> Date
  /// The instant the clock is stopped at, or `nil` when it runs.
  public let fixedTime: Date?

  /// A running clock that reads its time from `read` (the tests' own clocks advance by hand).
  public init(reading read: @escaping @Sendable () -> Date) {
    now = read
    fixedTime = nil
  }

  private init(fixedAt time: Date) {
    now = { time }
    fixedTime = time
  }

  /// The system clock.
  public static let wall = SessionClock(reading: { Date() })

  /// A clock stopped at `time`.
  public static func fixed(_ time: Date) -> SessionClock { SessionClock(fixedAt: time) }

  /// Whether the clock stands still.
  public var isFixed: Bool { fixedTime != nil }
}

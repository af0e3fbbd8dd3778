import Foundation
import Locking
import OpenAppIntents

/// The clock and the identifier source an app uses, so that conversations replay exactly.
///
/// SiriSim-only. Apps receive one when their manifest is made; tests pass ``fixed(now:seed:)``.
public struct IntentEnvironment: Sendable {
  /// The clock: running, or stopped at one instant.
  public var clock: SessionClock
  /// The current date, from ``clock``.
  public var now: @Sendable () -> Date { clock.now }
  /// A new unique identifier.
  public var makeUUID: @Sendable () -> UUID
  /// A random number, for the choices an app makes at random (a trail to track).
  public var makeRandomNumber: @Sendable () -> UInt64

  /// Creates an environment whose clock runs on `now`.
  public init(
    now: @escaping @Sendable () -> Date, makeUUID: @escaping @Sendable () -> UUID,
    makeRandomNumber: @escaping @Sendable () -> UInt64 = {
      var generator = SystemRandomNumberGenerator()
      return generator.next()
    }
  ) {
    self.init(
      clock: SessionClock(reading: now), makeUUID: makeUUID, makeRandomNumber: makeRandomNumber)
  }

  /// Creates an environment over a clock.
  public init(
    clock: SessionClock, makeUUID: @escaping @Sendable () -> UUID,
    makeRandomNumber: @escaping @Sendable () -> UInt64 = {
      var generator = SystemRandomNumberGenerator()
      return generator.next()
    }
  ) {
    self.clock = clock
    self.makeUUID = makeUUID
    self.makeRandomNumber = makeRandomNumber
  }

  /// The system clock, random identifiers and random numbers.
  public static let live = IntentEnvironment(now: { Date() }, makeUUID: { UUID() })

  /// A clock stopped at `now`, and identifiers and random numbers that follow from `seed`: the
  /// same every run.
  public static func fixed(now: Date, seed: UInt64 = 1) -> IntentEnvironment {
    seeded(clock: .fixed(now), seed: seed)
  }

  /// `clock`, with identifiers and random numbers that follow from `seed` and the clock's time
  /// when made: a session on a stopped clock is the same every run.
  public static func seeded(clock: SessionClock, seed: UInt64 = 1) -> IntentEnvironment {
    let counter = IdentifierSequence(seed: seed)
    let start = clock.now().timeIntervalSince1970.rounded()
    let numbers = IdentifierSequence(seed: seed ^ UInt64(bitPattern: Int64(start)))
    return IntentEnvironment(
      clock: clock, makeUUID: { counter.next() }, makeRandomNumber: { numbers.nextNumber() })
  }

  /// One of the elements, picked with ``makeRandomNumber``; `nil` for an empty collection.
  public func randomElement<C: Collection>(of collection: C) -> C.Element? {
    guard !collection.isEmpty else { return nil }
    let offset = Int(makeRandomNumber() % UInt64(collection.count))
    return collection[collection.index(collection.startIndex, offsetBy: offset)]
  }
}

/// Deterministic UUIDs: a seeded SplitMix64 sequence.
private final class IdentifierSequence: Sendable {
  private let state: Locked<UInt64>

  init(seed: UInt64) { state = Locked(seed) }

  func next() -> UUID {
    let (high, low) = state.withLock { value -> (UInt64, UInt64) in
      value &+= 0x9E37_79B9_7F4A_7C15
      let first = Self.mix(value)
      value &+= 0x9E37_79B9_7F4A_7C15
      return (first, Self.mix(value))
    }
    return UUID(high, low, version: 4)
  }

  func nextNumber() -> UInt64 {
    state.withLock { value in
      value &+= 0x9E37_79B9_7F4A_7C15
      return Self.mix(value)
    }
  }

  private static func mix(_ input: UInt64) -> UInt64 {
    var value = input
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

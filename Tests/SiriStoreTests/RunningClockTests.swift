import ConversationRuntime
import ConversationTestSupport
import Foundation
import Locking
import OpenAppIntents
import SiriSimApp
import SiriStore
import SoupChef
import Testing

/// A conversation on a running clock (the UI's and `converse`'s without `--now`): each turn is
/// donated at the time it ran, not at the time the session started.
@Suite struct RunningClockTests {
  /// A clock that moves only when told: a real ``SessionClock`` reading a time the test sets.
  final class HandMovedTime: Sendable {
    private let time = Locked(TestClock.mondayNoon)
    var clock: SessionClock { SessionClock(reading: { [time] in time.withLock { $0 } }) }
    func advance(by seconds: TimeInterval) { time.withLock { $0 += seconds } }
  }

  static func soupChef(clock: SessionClock, store: SiriStore) async -> ConversationRuntime {
    let environment = IntentEnvironment.seeded(clock: clock)
    return await ConversationRuntime(
      apps: [
        SoupChefApp.makeManifest(
          environment: environment, appData: store.appData(for: SoupChefApp.bundleIdentifier))
      ],
      options: ConversationRuntime.Options(environment: environment), memory: store)
  }

  static let order = "Order tomato soup from Soup Chef"
  static let replies: [ConversationReply] = [.text("Ferry Building"), .confirm(true)]

  @Test func twoOrdersEightySecondsApartAreDonatedEightySecondsApart() async throws {
    let store = try SiriStore(location: .memory)
    let time = HandMovedTime()
    let runtime = await Self.soupChef(clock: time.clock, store: store)
    _ = await runtime.handle(Self.order, with: AnsweringFrontEnd(Self.replies))
    time.advance(by: 80)
    _ = await runtime.handle(Self.order, with: AnsweringFrontEnd(Self.replies))
    let dates = try store.donations(matching: DonationFilter(intent: "OrderSoup")).map(\.date)
      .sorted()
    #expect(dates == [TestClock.mondayNoon, TestClock.mondayNoon.addingTimeInterval(80)])
  }

  @Test func aFixedClockDonatesEveryTurnAtItsTime() async throws {
    let store = try SiriStore(location: .memory)
    let runtime = await Self.soupChef(clock: .fixed(TestClock.mondayNoon), store: store)
    _ = await runtime.handle(Self.order, with: AnsweringFrontEnd(Self.replies))
    _ = await runtime.handle(Self.order, with: AnsweringFrontEnd(Self.replies))
    let dates = try store.donations(matching: DonationFilter(intent: "OrderSoup")).map(\.date)
    #expect(dates == [TestClock.mondayNoon, TestClock.mondayNoon])
    #expect(runtime.options.environment.clock.fixedTime == TestClock.mondayNoon)
  }

  @Test func theWallClockRuns() {
    #expect(!SessionClock.wall.isFixed)
    #expect(abs(SessionClock.wall.now().timeIntervalSinceNow) < 60)
  }
}

import Foundation
import OpenAppIntents
import SiriSimApp
import Testing

@Suite struct IntentEnvironmentTests {
  private let start = Date(timeIntervalSince1970: 1_700_000_000)

  private func uuids(_ environment: IntentEnvironment, count: Int = 5) -> [UUID] {
    (0..<count).map { _ in environment.makeUUID() }
  }

  @Test func sameSeedGivesTheSameIdentifiers() {
    let first = uuids(.fixed(now: start, seed: 42))
    let second = uuids(.fixed(now: start, seed: 42))
    #expect(first == second)
  }

  @Test func identifiersInASequenceDiffer() {
    let sequence = uuids(.fixed(now: start, seed: 42), count: 20)
    #expect(Set(sequence).count == 20)
  }

  @Test func anotherSeedGivesOtherIdentifiers() {
    let first = uuids(.fixed(now: start, seed: 1))
    let second = uuids(.fixed(now: start, seed: 2))
    #expect(Set(first).isDisjoint(with: second))
  }

  @Test func defaultSeedIsOne() {
    #expect(uuids(.fixed(now: start)) == uuids(.fixed(now: start, seed: 1)))
  }

  @Test func fixedIdentifiersAreVersionFourUUIDs() {
    for uuid in uuids(.fixed(now: start, seed: 7), count: 10) {
      let text = uuid.uuidString
      let characters = Array(text)
      #expect(characters[14] == "4", "\(text)")
      #expect("89AB".contains(characters[19]), "\(text)")
    }
  }

  /// A recorded conversation's identifiers replay in later versions: the sequence is pinned.
  @Test func aSeedsFirstIdentifierStaysTheSame() {
    #expect(
      uuids(.fixed(now: start, seed: 42), count: 1).first?.uuidString
        == "956EEB2F-2632-47BD-83F1-66B233E3EF28")
  }

  @Test func fixedClockStandsStill() {
    let environment = IntentEnvironment.fixed(now: start, seed: 3)
    #expect(environment.now() == start)
    _ = environment.makeUUID()
    #expect(environment.now() == start)
  }

  @Test func eachFixedEnvironmentHasItsOwnSequence() {
    let one = IntentEnvironment.fixed(now: start, seed: 9)
    let two = IntentEnvironment.fixed(now: start, seed: 9)
    let firstOfOne = one.makeUUID()
    _ = one.makeUUID()
    #expect(two.makeUUID() == firstOfOne)
  }

  @Test func liveEnvironmentMakesFreshIdentifiersAndTime() {
    let live = IntentEnvironment.live
    #expect(live.makeUUID() != live.makeUUID())
    #expect(abs(live.now().timeIntervalSinceNow) < 60)
  }

  @Test func customEnvironmentUsesItsClosures() {
    let fixedID = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
    let environment = IntentEnvironment(
      now: { Date(timeIntervalSince1970: 0) }, makeUUID: { fixedID })
    #expect(environment.makeUUID() == fixedID)
    #expect(environment.now().timeIntervalSince1970 == 0)
  }
}

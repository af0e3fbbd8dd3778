import ConversationRuntime
import ConversationTestSupport
import Testing

/// A locked device, typed entries (a number pad, a time, a list's size) and a parameter's own
/// resolver through every front end — the terminal UI, plain lines, JSON lines and
/// ConversationTesting — over the Vault app: they must agree on Siri's questions, her retries
/// and how each turn ends.
@Suite(.timeLimit(.minutes(2)))
struct LockedDeviceConformanceTests {
  /// Runs the script through every front end, each over a fresh Vault, and expects agreement.
  @discardableResult
  static func expectAgreement(
    _ script: [String], locked: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> ConversationRecord {
    var frontEnds = FrontEndConformanceTests.frontEnds
    if ConversationTestingUnderTest.canRun(script) {
      frontEnds.append(ConversationTestingUnderTest())
    }
    var records: [(name: String, record: ConversationRecord)] = []
    for frontEnd in frontEnds {
      let runtime = await VaultFixture.runtime(locked: locked)
      records.append((frontEnd.name, await frontEnd.run(script, runtime: runtime)))
    }
    let (firstName, first) = records[0]
    for (name, record) in records.dropFirst() {
      #expect(
        record == first,
        "\(name) and \(firstName) disagree on \(script):\n--- \(firstName)\n\(first)\n--- \(name)\n\(record)",
        sourceLocation: sourceLocation)
    }
    return first
  }

  @Test func aLockedDeviceAsksToUnlockThenRuns() async {
    let record = await Self.expectAgreement(["Open the Vault", "unlock"], locked: true)
    #expect(record.steps.contains { $0.contains("You'll need to unlock your iPhone first.") })
    #expect(record.steps.contains { $0.contains("The vault is open.") })
    #expect(record.steps.last == "ended completed")
  }

  @Test func lockThenDeclineCancels() async {
    let record = await Self.expectAgreement([":lock", "Open the Vault", "no", ":unlock"])
    #expect(record.steps.last == "ended cancelled")
    #expect(
      record.notices == [
        "The device is locked. Intents that require authentication will ask to unlock it.",
        "The device is unlocked.",
      ])
  }

  @Test func anAlwaysAllowedIntentRunsLocked() async {
    let record = await Self.expectAgreement(["What time is it in Vault"], locked: true)
    #expect(!record.steps.contains { $0.contains("unlock") })
    #expect(record.steps.last == "ended completed")
  }

  @Test func typedEntriesAreCheckedAlike() async {
    let record = await Self.expectAgreement([
      "Enter my PIN in Vault", "1234", "Set an alarm in Vault", "tomorrow", "7:30",
      "Pick guards in Vault", "Ann, Bo and Cy", "Ann",
    ])
    // The UI types no letter into a number pad (LockedAndTypedEntryUITests), so a refused
    // PIN is the runtime's alone (TypedEntryTests).
    #expect(record.steps.contains { $0.contains("PIN 1234 accepted.") })
    #expect(record.steps.contains { $0.contains("Alarm set for 2026-09-21T07:30:00Z.") })
    #expect(record.steps.contains { $0.contains("Sorry, that's 3; Guards takes at most 2.") })
    #expect(record.steps.filter { $0 == "ended completed" }.count == 3)
  }

  @Test func aParameterResolverRunsAlikeInEveryFrontEnd() async {
    let record = await Self.expectAgreement(["Set a code word in Vault", "owl", "falcon"])
    #expect(record.steps.contains { $0.contains("Sorry, a code word has at least 4 letters.") })
    #expect(record.steps.contains { $0.contains("Code word FALCON set.") })
    #expect(record.steps.last == "ended completed")
  }
}

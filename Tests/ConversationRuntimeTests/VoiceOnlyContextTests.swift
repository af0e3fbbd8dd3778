import ConversationRuntime
import ConversationTestSupport
@_spi(SiriSim) import OpenAppIntents
import Testing

/// Says whether it runs voice only, as `systemContext` tells it.
struct DescribeLampsIntent: AppIntent {
  static let title: LocalizedStringResource = "Describe Lamps"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: systemContext.isVoiceOnly ? "Two brass lamps." : "Here are your lamps.")
  }
}

/// `IntentSystemContext.isVoiceOnly` follows the runtime's voice-only mode.
@Suite struct VoiceOnlyContextTests {
  static func spoken(voiceOnly: Bool) async -> String? {
    var manifest = LampShopFixture.manifest(log: PerformLog())
    manifest.intents += [DescribeLampsIntent.self]
    let runtime = await ConversationRuntime(
      apps: [manifest],
      options: ConversationRuntime.Options(voiceOnly: voiceOnly, environment: TestClock.environment)
    )
    let frontEnd = AnsweringFrontEnd([])
    await runtime.run(intentNamed: "DescribeLampsIntent", parameters: [], with: frontEnd)
    return frontEnd.spokenTexts.last
  }

  @Test func anIntentKnowsItRunsVoiceOnly() async {
    #expect(await Self.spoken(voiceOnly: true) == "Two brass lamps.")
    #expect(await Self.spoken(voiceOnly: false) == "Here are your lamps.")
  }

  @Test func outsideARunNothingIsVoiceOnly() {
    #expect(!DescribeLampsIntent().systemContext.isVoiceOnly)
  }
}

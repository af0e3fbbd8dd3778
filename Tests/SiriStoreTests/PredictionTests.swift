import ConversationRuntime
import ConversationTestSupport
import Foundation
import OpenAppIntents
import SiriSimApp
import SiriStore
import Testing

/// An intent Siri predicts, shown with the tea it brewed.
struct BrewTeaIntent: PredictableIntent {
  static let title: LocalizedStringResource = "Brew Tea"
  @Parameter var tea: String
  static var predictionConfiguration: some IntentPredictionConfiguration {
    IntentPrediction(parameters: \.$tea) { tea in
      DisplayRepresentation(title: "Brew \(tea)", subtitle: "Tea Room")
    }
  }
  func perform() async throws -> some IntentResult { .result() }
}

/// A plain intent, for contrast: no prediction display.
struct SweepIntent: AppIntent {
  static let title: LocalizedStringResource = "Sweep"
  func perform() async throws -> some IntentResult { .result() }
}

private struct TeaRoomShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: SweepIntent(), phrases: ["Sweep \(.applicationName)"])
  }
}

/// `PredictableIntent`: a run's prediction display is kept with its donation in the store and
/// shown by the suggestion it makes.
@Suite struct PredictionTests {
  static func runtime(_ store: SiriStore) async -> ConversationRuntime {
    await ConversationRuntime(
      apps: [
        AppManifest(
          displayName: "Tea Room", shortcutsProvider: TeaRoomShortcuts.self,
          intents: [BrewTeaIntent.self, SweepIntent.self])
      ],
      options: ConversationRuntime.Options(environment: StoreFixture.environment), memory: store)
  }

  @Test func aPredictableIntentsSuggestionShowsItsPrediction() async throws {
    let store = try SiriStore(location: .memory)
    let runtime = await Self.runtime(store)
    await runtime.run(
      intentNamed: "BrewTeaIntent", parameters: [("tea", "Sencha")], with: AnsweringFrontEnd([]))
    await runtime.run(intentNamed: "SweepIntent", parameters: [], with: AnsweringFrontEnd([]))

    let suggestions = try runtime.suggestions()
    #expect(
      suggestions.first { $0.intent == "BrewTeaIntent" }?.prediction == "Brew Sencha — Tea Room")
    #expect(suggestions.first { $0.intent == "SweepIntent" }?.prediction == nil)
  }

  @Test func thePredictionIsKeptInTheStoreFile() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("prediction-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("siri.sqlite")
    do {
      let runtime = await Self.runtime(try SiriStore(location: .file(path)))
      await runtime.run(
        intentNamed: "BrewTeaIntent", parameters: [("tea", "Oolong")], with: AnsweringFrontEnd([]))
    }
    let reopened = try SiriStore(location: .file(path))
    let donation = try #require(try reopened.donations(matching: DonationFilter()).first)
    #expect(donation.prediction == "Brew Oolong — Tea Room")
  }
}

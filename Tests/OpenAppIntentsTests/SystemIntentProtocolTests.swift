import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

// Written as Apple's documentation writes them: configuration intents without `perform()`.
private struct FavoriteBook: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Favorite Book"
  @Parameter(title: "Title", default: "The Swift Programming Language") var title: String
}

private struct SelectDoor: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Select Door"
  @Parameter(title: "Door", default: "Garage") var door: String
}

private struct ToggleSilentMode: SetValueIntent {
  static let title: LocalizedStringResource = "Silent Mode"
  @Parameter(title: "Silent") var value: Bool
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: value ? "Silent." : "Ringing.")
  }
}

private struct StartTimer: LiveActivityIntent {
  static let title: LocalizedStringResource = "Start Timer"
  func perform() async throws -> some IntentResult { .result() }
}

private struct PlayStation: AudioPlaybackIntent {
  static let title: LocalizedStringResource = "Play Station"
  func perform() async throws -> some IntentResult { .result() }
}

private struct WorkFocus: SetFocusFilterIntent {
  static let title: LocalizedStringResource = "Work Accounts"
  @Parameter(title: "Show Work Only", default: true) var workOnly: Bool
  var displayRepresentation: DisplayRepresentation { "Work accounts" }
  func perform() async throws -> some IntentResult { .result() }
}

private struct QuietFocus: SetFocusFilterIntent {
  static let title: LocalizedStringResource = "Quiet"
  var displayRepresentation: DisplayRepresentation { "Quiet" }
  var appContext: FocusFilterAppContext {
    FocusFilterAppContext(
      notificationFilterPredicate: NSPredicate(value: false),
      targetContentIdentifierPrefix: "quiet")
  }
  static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [Self] {
    [QuietFocus()]
  }
  func perform() async throws -> some IntentResult { .result() }
}

@Suite struct SystemIntentProtocolTests {
  @Test func configurationIntentsRunWithoutAPerformOfTheirOwn() async throws {
    let widget = FavoriteBook()
    _ = try await widget.perform()
    #expect(widget.title == "The Swift Programming Language")
    _ = try await SelectDoor().perform()
  }

  @Test func aSetValueIntentsValueIsItsParameter() async throws {
    let intent = ToggleSilentMode()
    intent.value = true
    let setValue: any SetValueIntent = intent
    #expect(setValue is any SetValueIntent<Bool>)
    #expect(try await intent.perform().resultParts.dialog?.full.defaultValue == "Silent.")
  }

  @Test func liveActivityAndAudioIntentsAreSystemIntents() {
    #expect((StartTimer() as any AppIntent) is any SystemIntent)
    #expect((PlayStation() as any AppIntent) is any SystemIntent)
  }

  @Test func aFocusFiltersDefaultsAreApples() async throws {
    let current = try await WorkFocus.current
    #expect(current.workOnly)
    #expect(current.appContext.notificationFilterPredicate == nil)
    #expect(current.appContext.targetContentIdentifierPrefix == nil)
    #expect(await WorkFocus.suggestedFocusFilters(for: FocusFilterSuggestionContext()).isEmpty)
  }

  @Test func aFocusFilterGivesItsOwnContextAndSuggestions() async {
    #expect(QuietFocus().appContext.targetContentIdentifierPrefix == "quiet")
    #expect(QuietFocus().appContext.notificationFilterPredicate?.evaluate(with: nil) == false)
    #expect(await QuietFocus.suggestedFocusFilters(for: FocusFilterSuggestionContext()).count == 1)
  }
}

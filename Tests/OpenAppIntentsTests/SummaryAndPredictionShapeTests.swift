@_spi(SiriSim) import OpenAppIntents
import Testing

private enum Size: String, AppEnum {
  case small, large
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
  static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [
    .small: "Small", .large: "Large",
  ]
}

/// A summary in Apple's generic spellings: the condition types named as Apple names them, a
/// table for the sentence, and several predictions.
private struct PourIntent: AppIntent, PredictableIntent {
  static let title: LocalizedStringResource = "Pour Juice"

  @Parameter(title: "Size") var size: Size?
  @Parameter(title: "Glasses") var glasses: Int?

  static var parameterSummary: some ParameterSummary {
    ParameterSummarySwitchCondition(\.$size) {
      ParameterSummaryCaseCondition(.large) {
        Summary("Pour a large \(\.$glasses)", table: "Juice") { \.$size }
      }
      ParameterSummaryDefaultCaseCondition {
        When(\.$glasses, .hasAnyValue) {
          Summary("Pour \(\.$glasses) glasses")
        } otherwise: {
          Summary()
        }
      }
    }
  }

  static var predictionConfiguration: some IntentPredictionConfiguration {
    IntentPrediction(parameters: \.$size) { size in
      DisplayRepresentation(title: "Pour a \(size?.rawValue ?? "glass")")
    }
    IntentPrediction { DisplayRepresentation(title: "Pour juice") }
  }

  func perform() async throws -> some IntentResult & ReturnsValue<Int> {
    .result(value: glasses ?? 1)
  }
}

/// An intent app code runs itself, as `try await intent()`.
private struct CountIntent: AppIntent {
  static let title: LocalizedStringResource = "Count"
  @Parameter(title: "Start") var start: Int

  func perform() async throws -> some IntentResult & ReturnsValue<Int> {
    .result(value: start + 1)
  }
}

/// Apple's generic plumbing behind the summary and prediction builders, rendered as the apps'
/// own spellings render.
@Suite struct SummaryAndPredictionShapeTests {
  @Test func aCaseConditionMatchesTheOptionalParametersValue() {
    let intent = PourIntent()
    intent.size = .large
    intent.glasses = 2
    let text = intent.parameterSummaryText
    #expect(text?.sentence == "Pour a large 2")
    #expect(text?.details == ["Size: Large"])
  }

  @Test func theDefaultCaseConditionRendersItsWhen() {
    let intent = PourIntent()
    intent.size = .small
    intent.glasses = 3
    #expect(intent.parameterSummaryText?.sentence == "Pour 3 glasses")
    intent.glasses = nil
    #expect(intent.parameterSummaryText?.sentence == "Pour Juice")
  }

  @Test func theFirstPredictionThatFitsIsUsed() {
    let intent = PourIntent()
    #expect(intent.predictedDisplay?.title.defaultValue == "Pour juice")
    intent.size = .small
    #expect(intent.predictedDisplay?.title.defaultValue == "Pour a small")
  }

  @Test func callingAnIntentRunsItsActionAndReturnsItsValue() async throws {
    let intent = CountIntent()
    intent.start = 41
    #expect(try await intent(donate: false) == 42)
  }
}

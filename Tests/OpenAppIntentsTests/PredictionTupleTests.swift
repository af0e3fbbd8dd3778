@_spi(SiriSim) import OpenAppIntents
import Testing

private struct SendGift: AppIntent, PredictableIntent {
  static let title: LocalizedStringResource = "Send Gift"
  @Parameter(title: "Card") var card: String?
  @Parameter(title: "Amount") var amount: Int?
  @Parameter(title: "To") var recipient: String?

  static var predictionConfiguration: some IntentPredictionConfiguration {
    IntentPrediction(parameters: (\.$card, \.$amount, \.$recipient)) { card, amount, recipient in
      DisplayRepresentation(
        title: "Send \(card ?? "") with \(amount ?? 0) to \(recipient ?? "someone")")
    }
    IntentPrediction(parameters: (\.$card, \.$amount)) { card, amount in
      DisplayRepresentation(title: "Send \(card ?? "") with \(amount ?? 0)")
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

@Suite struct PredictionTupleTests {
  @Test func aPredictionOfThreeParametersUsesAllThree() {
    let intent = SendGift()
    intent.card = "Birthday"
    intent.amount = 25
    intent.recipient = "Ana"
    #expect(intent.predictedDisplay?.title.defaultValue == "Send Birthday with 25 to Ana")
  }

  @Test func aPredictionOfTwoIsUsedWhenTheThirdIsEmpty() {
    let intent = SendGift()
    intent.card = "Birthday"
    intent.amount = 25
    #expect(intent.predictedDisplay?.title.defaultValue == "Send Birthday with 25")
  }

  @Test func noPredictionFitsWhenAParameterOfEachIsEmpty() {
    let intent = SendGift()
    intent.card = "Birthday"
    #expect(intent.predictedDisplay == nil)
  }
}

@_spi(SiriSim) import OpenAppIntents
import Testing

private struct PlayTrack: AppIntent, PredictableIntent {
  static let title: LocalizedStringResource = "Play Track"
  @Parameter(title: "Track") var track: String?
  @Parameter(title: "Room") var room: String?
  @Parameter(title: "Volume") var volume: Int?
  @Parameter(title: "Shuffle") var shuffle: Bool?
  @Parameter(title: "Repeat") var repeats: Bool?

  static var predictionConfiguration: some IntentPredictionConfiguration {
    IntentPrediction(parameters: (\.$track, \.$room, \.$volume, \.$shuffle, \.$repeats)) {
      track, room, volume, shuffle, repeats in
      DisplayRepresentation(
        title:
          "\(track ?? "") in \(room ?? "") at \(volume ?? 0)\(shuffle == true ? ", shuffled" : "")\(repeats == true ? ", repeating" : "")"
      )
    }
    IntentPrediction(parameters: (\.$track, \.$room, \.$volume, \.$shuffle)) {
      track, room, volume, _ in
      DisplayRepresentation(title: "\(track ?? "") in \(room ?? "") at \(volume ?? 0)")
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

@Suite struct PredictionOfFiveTests {
  @Test func aPredictionOfFiveParametersUsesAllFive() {
    let intent = PlayTrack()
    intent.track = "Blue"
    intent.room = "Kitchen"
    intent.volume = 4
    intent.shuffle = true
    intent.repeats = true
    #expect(
      intent.predictedDisplay?.title.defaultValue == "Blue in Kitchen at 4, shuffled, repeating")
  }

  @Test func aPredictionOfFourIsUsedWhenTheFifthIsEmpty() {
    let intent = PlayTrack()
    intent.track = "Blue"
    intent.room = "Kitchen"
    intent.volume = 4
    intent.shuffle = false
    #expect(intent.predictedDisplay?.title.defaultValue == "Blue in Kitchen at 4")
  }
}

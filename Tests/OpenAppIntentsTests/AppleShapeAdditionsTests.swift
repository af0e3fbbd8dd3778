@_spi(SiriSim) import OpenAppIntents
import Testing

private struct OpenInbox: AppIntent, PredictableIntent {
  static let title: LocalizedStringResource = "Open Inbox"

  static var predictionConfiguration: some IntentPredictionConfiguration {
    IntentPrediction { DisplayRepresentation(title: "Open your inbox") }
  }

  func perform() async throws -> some IntentResult { .result() }
}

private enum Roast: String, CaseDisplayRepresentable {
  case light, dark

  static let caseDisplayRepresentations: [Roast: DisplayRepresentation] = [.light: "Light Roast"]
}

/// Apple's shapes that real apps write: item collections built from values, sections with
/// subtitles, predictions of intents without parameters, and the display-representable
/// protocols.
@Suite struct AppleShapeAdditionsTests {
  @Test func aCollectionListsItsValuesAcrossSections() {
    let collection = IntentItemCollection<SoupEntity> {
      IntentItemSection("Soups", subtitle: "Hot", image: nil) { IntentItem(SoupEntity.tomato) }
      IntentItemSection("More") { IntentItem(SoupEntity.manhattan) }
    }
    #expect(collection.items.map(\.id) == [SoupEntity.tomato.id, SoupEntity.manhattan.id])
    #expect(text(collection.sections[0].subtitle) == "Hot")
    #expect(collection.sections[1].subtitle == nil)
  }

  @Test func theEmptyCollectionHasNoValues() {
    #expect(IntentItemCollection<SoupEntity>.empty.items.isEmpty)
    #expect(IntentItemCollection<SoupEntity>.empty.sections.isEmpty)
  }

  @Test func aPredictionWithoutParametersIsAlwaysMade() {
    #expect(OpenInbox().predictedDisplay?.title.defaultValue == "Open your inbox")
  }

  @Test func aCaseIsDescribedByItsDisplayOrItsName() {
    #expect(Roast.light.localizedStringResource.defaultValue == "Light Roast")
    #expect(Roast.dark.localizedStringResource.defaultValue == "dark")
  }

  @Test func aTypeKeepsItsSynonyms() {
    let type = TypeDisplayRepresentation(name: "Pizza", synonyms: ["Pie", "Za"])
    #expect(type.name.defaultValue == "Pizza")
    #expect(type.synonyms.map(\.defaultValue) == ["Pie", "Za"])
  }
}

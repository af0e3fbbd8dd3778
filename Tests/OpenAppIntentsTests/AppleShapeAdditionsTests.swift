@_spi(SiriSim) import OpenAppIntents
import Testing

private struct OpenInbox: AppIntent, PredictableIntent {
  static let title: LocalizedStringResource = "Open Inbox"

  static var predictionConfiguration: some IntentPredictionConfiguration {
    IntentPrediction { DisplayRepresentation(title: "Open your inbox") }
  }

  func perform() async throws -> some IntentResult { .result() }
}

private struct CupCounts: DynamicOptionsProvider {
  func results() async throws -> [Int] { [1, 2, 4] }
}

private struct Strengths: DynamicOptionsProvider {
  func results() async throws -> [Double] { [0.5, 1] }
}

private struct Greetings: DynamicOptionsProvider {
  func results() async throws -> [String] { ["Hello", "Hi"] }
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

  @Test func aTypeTakesAFormatOrSynonymsAndALiteralTakesNeither() {
    let counted = TypeDisplayRepresentation(name: "Soup", numericFormat: "%lld soups")
    #expect(counted.numericFormat?.defaultValue == "%lld soups")
    #expect(counted.synonyms.isEmpty)
    #expect(TypeDisplayRepresentation(name: "Pizza", synonyms: ["Pie"]).numericFormat == nil)
    let literal: TypeDisplayRepresentation = "Trail"
    #expect(literal == TypeDisplayRepresentation(name: "Trail"))
  }

  @Test func numberParametersTakeAnOptionsProviderBesideTheirRangeAndStyle() async throws {
    let cups = IntentParameter<Int>(
      title: "Cups", controlStyle: .field, inclusiveRange: (1, 8), optionsProvider: CupCounts())
    #expect(cups.controlStyle == .field)
    #expect(cups.descriptor.inclusiveRange == 1...8)
    let cupOptions = try #require(cups.descriptor.options)
    let cupChoices = try await cupOptions()
    #expect(cupChoices.count == 3)

    let strength = IntentParameter<Double>(
      title: "Strength", controlStyle: .slider, inclusiveRange: (0, 1),
      optionsProvider: Strengths())
    #expect(strength.controlStyle == .slider)
    let strengthOptions = try #require(strength.descriptor.options)
    let strengthChoices = try await strengthOptions()
    #expect(strengthChoices.count == 2)
  }

  @Test func aTextParameterKeepsItsInputOptionsWithAnOptionsProvider() async throws {
    let greeting = IntentParameter<String>(
      title: "Greeting", inputOptions: String.IntentInputOptions(multiline: true),
      optionsProvider: Greetings())
    #expect(greeting.inputOptions?.multiline == true)
    let options = try #require(greeting.descriptor.options)
    let choices = try await options()
    #expect(choices.map(\.id) == ["Hello", "Hi"])
  }
}

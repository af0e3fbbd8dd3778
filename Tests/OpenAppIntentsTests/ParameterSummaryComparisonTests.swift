@_spi(SiriSim) import OpenAppIntents
import Testing

private enum Roast: String, AppEnum {
  case light, dark
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Roast"
  static let caseDisplayRepresentations: [Roast: DisplayRepresentation] = [
    .light: "Light", .dark: "Dark",
  ]
}

private struct BrewIntent: AppIntent {
  static let title: LocalizedStringResource = "Brew Coffee"

  @Parameter(title: "Cups") var cups: Int?
  @Parameter(title: "Roast") var roast: Roast?
  @Parameter(title: "Note") var note: String?

  static var parameterSummary: some ParameterSummary {
    When(\.$roast, .equalTo, .dark) {
      Summary("Brew \(\.$cups) cups, dark")
    } otherwise: {
      When(\.$cups, .greaterThan, 4) {
        Summary("Brew a pot of \(\.$cups)")
      } otherwise: {
        When(\.$roast, .oneOf, [.light]) {
          Summary("Brew light")
        } otherwise: {
          Summary("Brew \(\.$cups)")
        }
      }
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

private struct ListedIntent: AppIntent {
  static let title: LocalizedStringResource = "Steam Milk"
  @Parameter(title: "Milk") var milk: String?
  @Parameter(title: "Foam") var foam: Int?

  static var parameterSummary: some ParameterSummary {
    Summary {
      \.$milk
      \.$foam
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

private struct LabelIntent: AppIntent {
  static let title: LocalizedStringResource = "Label Cup"
  @Parameter(title: "Name") var name: String?

  static var parameterSummary: some ParameterSummary {
    When(\.$name, .hasPrefix, "Dr") {
      Summary("Label a cup for the doctor \(\.$name)")
    } otherwise: {
      When(\.$name, .doesNotContain, " ") {
        Summary("Label a cup for \(\.$name)")
      } otherwise: {
        Summary("Label a cup")
      }
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

private struct UntitledSummaryIntent: AppIntent {
  static let title: LocalizedStringResource = "Grind Beans"
  static var parameterSummary: some ParameterSummary { Summary() }
  func perform() async throws -> some IntentResult { .result() }
}

@Suite struct ParameterSummaryComparisonTests {
  @Test func equalToShowsItsBranchOnlyForThatValue() {
    let intent = BrewIntent()
    intent.cups = 2
    intent.roast = .dark
    #expect(intent.parameterSummaryText?.sentence == "Brew 2 cups, dark")
    intent.roast = .light
    #expect(intent.parameterSummaryText?.sentence == "Brew light")
  }

  @Test func greaterThanComparesTheNumber() {
    let intent = BrewIntent()
    intent.cups = 6
    #expect(intent.parameterSummaryText?.sentence == "Brew a pot of 6")
    intent.cups = 4
    #expect(intent.parameterSummaryText?.sentence == "Brew 4")
  }

  @Test func anEmptyParameterSatisfiesNoOrderingAndIsNoneOfTheValues() {
    #expect(BrewIntent().parameterSummaryText?.sentence == "Brew Cups")
  }

  @Test func everyOperatorDecidesAsItsNameSays() {
    #expect(EquatableComparisonOperator.notEqualTo.holds(2, 3))
    #expect(EquatableComparisonOperator.notEqualTo.holds(nil, 3))
    #expect(!EquatableComparisonOperator.equalTo.holds(nil, 3))
    #expect(ComparableComparisonOperator.greaterThanOrEqualTo.holds(3, 3))
    #expect(!ComparableComparisonOperator.greaterThan.holds(3, 3))
    #expect(ComparableComparisonOperator.lessThan.holds(2, 3))
    #expect(ComparableComparisonOperator.lessThanOrEqualTo.holds(3, 3))
    #expect(!ComparableComparisonOperator.lessThanOrEqualTo.holds(nil, 3))
  }

  @Test func textComparisonsPickTheBranch() {
    let intent = LabelIntent()
    intent.name = "Dr Who"
    #expect(intent.parameterSummaryText?.sentence == "Label a cup for the doctor Dr Who")
    intent.name = "Ada"
    #expect(intent.parameterSummaryText?.sentence == "Label a cup for Ada")
    intent.name = "Ada Lovelace"
    #expect(intent.parameterSummaryText?.sentence == "Label a cup")
    #expect(StringComparisonOperator.contains.holds("oat milk", "oat"))
    #expect(!StringComparisonOperator.contains.holds(nil, "oat"))
    #expect(StringComparisonOperator.doesNotContain.holds(nil, "oat"))
    #expect(StringComparisonOperator.hasSuffix.holds("oat milk", "milk"))
    #expect(!StringComparisonOperator.hasSuffix.holds("oat milk", "oat"))
  }

  @Test func aSummaryWithoutASentenceShowsTheTitleAndListsItsParameters() {
    let intent = ListedIntent()
    intent.milk = "Oat"
    #expect(
      intent.parameterSummaryText
        == ParameterSummaryText(sentence: "Steam Milk", details: ["Milk: Oat", "Foam: Foam"]))
  }

  @Test func anEmptySummaryShowsTheTitle() {
    #expect(
      UntitledSummaryIntent().parameterSummaryText == ParameterSummaryText(sentence: "Grind Beans"))
  }
}

import ConversationRuntime
import ConversationTestSupport
import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

/// A lamp's finish; the tinting intent supports only two of the three.
enum LampFinish: String, AppEnum {
  case brass, chrome, copper
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Finish"
  static let caseDisplayRepresentations: [LampFinish: DisplayRepresentation] = [
    .brass: "Brass", .chrome: "Chrome", .copper: "Copper",
  ]
}

/// Tints a lamp in a finish of `supportedValues:` only.
struct TintLampIntent: AppIntent {
  static let title: LocalizedStringResource = "Tint Lamp"
  @Parameter(title: "Finish", supportedValues: [.brass, .copper])
  var finish: LampFinish
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Tinted \(finish.rawValue).")
  }
}

/// Tips in euros, from 1 to 50 (`currencyCodes:`, `inclusiveRange:`).
struct TipLampMakerIntent: AppIntent {
  static let title: LocalizedStringResource = "Tip Lamp Maker"
  @Parameter(title: "Tip", currencyCodes: ["EUR"], inclusiveRange: (1, 50))
  var tip: IntentCurrencyAmount
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Tipped \(tip.amount) \(tip.currencyCode).")
  }
}

/// Engraves a lamp with styled text (an `AttributedString` parameter).
struct EngraveLampIntent: AppIntent {
  static let title: LocalizedStringResource = "Engrave Lamp"
  @Parameter(title: "Text", default: nil, requestValueDialog: "What should it say?")
  var text: AttributedString
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Engraved \(String(text.characters)).")
  }
}

/// Apple's parameter initializers with options (`supportedValues:`, `currencyCodes:` with an
/// `inclusiveRange:`, `AttributedString` values) behave in a real conversation.
@Suite struct ParameterOptionCombinationTests {
  static func run(
    _ intent: String, _ parameters: [(String, String)], answers: [ConversationReply]
  ) async -> AnsweringFrontEnd {
    var manifest = LampShopFixture.manifest(log: PerformLog())
    manifest.intents += [TintLampIntent.self, TipLampMakerIntent.self, EngraveLampIntent.self]
    let runtime = await ConversationRuntime(
      apps: [manifest], options: ConversationRuntime.Options(environment: TestClock.environment))
    let frontEnd = AnsweringFrontEnd(answers)
    await runtime.run(intentNamed: intent, parameters: parameters, with: frontEnd)
    return frontEnd
  }

  @Test func offersOnlyTheSupportedValues() async throws {
    let frontEnd = await Self.run("TintLampIntent", [], answers: [.text("copper")])
    let prompt = try #require(frontEnd.prompts.first?.valuePrompt)
    #expect(prompt.parameter == "finish")
    #expect(prompt.suggestions.map(\.title) == ["Brass", "Copper"])
    #expect(frontEnd.spokenTexts.last == "Tinted copper.")
  }

  @Test func refusesAValueThatIsNotSupported() async {
    let frontEnd = await Self.run(
      "TintLampIntent", [("finish", "chrome")], answers: [.text("brass")])
    #expect(frontEnd.prompts.first?.valuePrompt?.parameter == "finish")
    #expect(frontEnd.spokenTexts.last == "Tinted brass.")
  }

  @Test func amountsAreInTheDeclaredCurrencyAndRange() async {
    let frontEnd = await Self.run(
      "TipLampMakerIntent", [("tip", "80")], answers: [.text("5")])
    #expect(frontEnd.spokenTexts.first?.contains("from 1 to 50") == true)
    #expect(frontEnd.spokenTexts.last == "Tipped 5 EUR.")
  }

  @Test func anAttributedStringParameterTakesTypedText() async {
    let frontEnd = await Self.run("EngraveLampIntent", [], answers: [.text("Good night")])
    #expect(frontEnd.prompts.first?.valuePrompt?.parameter == "text")
    #expect(frontEnd.spokenTexts.last == "Engraved Good night.")
  }

  @Test func declaredOptionsAreReadBack() {
    let tip = TipLampMakerIntent().$tip
    #expect(tip.currencyCodes == ["EUR"])
    #expect(tip.inclusiveRange.map { [$0.lowerBound, $0.upperBound] } == [1, 50])
    let place = IntentParameter<CLPlacemark>(title: "Shop", displayStyle: .city)
    #expect(place.displayStyle == .city)
    let friend = IntentParameter<IntentPerson>(title: "Friend", mode: .email)
    #expect(friend.parameterMode == .email)
    let day = IntentParameter<DateComponents>(title: "Day", kind: .date)
    #expect(day.dateKind == .date)
    let lit = IntentParameter<Bool>(
      title: "Lit", displayName: Bool.IntentDisplayName(true: "On", false: "Off"))
    #expect(lit.displayName?.true.defaultValue == "On")
  }
}

import ConversationRuntime
import ConversationTestSupport
import Foundation
import OpenAppIntents
import SiriSimApp
import Testing

// "Tally": an app whose parameters list resolvers (`@Parameter(…, resolvers: { … })`), to check
// that the runtime calls them on the person's answers, in Apple's order.

/// Reads "a dozen" and "a baker's dozen"; refuses "lots" with a reason the person can act on.
private struct DozenResolver: Resolver {
  struct TooVague: LocalizedError {
    var errorDescription: String? { "Please say how many, not “lots”." }
  }

  func resolve(from input: String, context: IntentParameterContext<Int>) async throws -> Int? {
    switch input.lowercased() {
    case "a dozen": return 12
    case "a baker's dozen": return 13
    case "lots": throw TooVague()
    default: return nil
    }
  }
}

/// Asks before taking more than a hundred, through the context's confirmation request.
private struct LargeCountCheck: Resolver {
  func resolve(from input: Int, context: IntentParameterContext<Int>) async throws -> Int? {
    guard input > 100 else { return input }
    return try await context.requestConfirmation(for: input, dialog: "Really \(input)?")
      ? input : nil
  }
}

private struct SetCountIntent: AppIntent {
  static let title: LocalizedStringResource = "Set the Count"
  @Parameter(
    title: "Count",
    resolvers: {
      DozenResolver()
      LargeCountCheck()
    })
  var count: Int
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Count set to \(count).")
  }
}

private struct SetCodeIntent: AppIntent {
  static let title: LocalizedStringResource = "Set the Code"
  @Parameter(
    title: "Code", inclusiveRange: (0, 255), resolvers: { IntFromStringResolver(radix: 16) })
  var code: Int
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Code set to \(code).")
  }
}

/// Reads race names as distances, for a measurement parameter's text resolver.
private struct RaceDistanceResolver: Resolver {
  func resolve(from input: String, context: IntentParameterContext<Measurement<UnitLength>>)
    async throws -> Measurement<UnitLength>?
  {
    input.lowercased() == "a half marathon" ? Measurement(value: 21, unit: .kilometers) : nil
  }
}

/// Refuses a pace faster than 30 of the parameter's fixed unit, which it reads from its context.
private struct PaceLimitCheck: Resolver {
  func resolve(
    from input: Measurement<UnitSpeed>, context: IntentParameterContext<Measurement<UnitSpeed>>
  ) async throws -> Measurement<UnitSpeed>? {
    guard context.unit == .kilometersPerHour else { return nil }
    return input.converted(to: .kilometersPerHour).value <= 30 ? input : nil
  }
}

/// A run: its distance has a text resolver (`defaultUnit:`), its pace a value resolver (`unit:`).
private struct PlanRunIntent: AppIntent {
  static let title: LocalizedStringResource = "Plan a Run"
  @Parameter(title: "Distance", defaultUnit: .kilometers, resolvers: { RaceDistanceResolver() })
  var distance: Measurement<UnitLength>
  @Parameter(title: "Pace", unit: .kilometersPerHour, resolvers: { PaceLimitCheck() })
  var pace: Measurement<UnitSpeed>
  func perform() async throws -> some IntentResult & ProvidesDialog {
    let kilometers = Int(distance.converted(to: .kilometers).value)
    let speed = Int(pace.converted(to: .kilometersPerHour).value)
    return .result(dialog: "A \(kilometers) km run at \(speed) km/h.")
  }
}

private struct TallyShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: SetCountIntent(), phrases: ["Set the count in \(.applicationName)"],
      shortTitle: "Count", systemImageName: "number")
    AppShortcut(
      intent: SetCodeIntent(), phrases: ["Set the code in \(.applicationName)"],
      shortTitle: "Code", systemImageName: "number")
    AppShortcut(
      intent: PlanRunIntent(), phrases: ["Plan a run in \(.applicationName)"],
      shortTitle: "Run", systemImageName: "figure.run")
  }
}

/// An app's resolvers, run by the runtime when a typed answer becomes a parameter's value.
@Suite struct ResolverConversationTests {
  static func talk(_ utterance: String, _ replies: [ConversationReply]) async -> AnsweringFrontEnd {
    let runtime = await ConversationRuntime(
      apps: [AppManifest(displayName: "Tally", shortcutsProvider: TallyShortcuts.self)],
      options: ConversationRuntime.Options(environment: TestClock.environment))
    let frontEnd = AnsweringFrontEnd(replies)
    await runtime.handle(utterance, with: frontEnd)
    return frontEnd
  }

  @Test func aTextResolverTurnsWordsIntoTheValue() async {
    let frontEnd = await Self.talk("Set the count in Tally", [.text("a baker's dozen")])
    #expect(frontEnd.spokenTexts.last == "Count set to 13.")
  }

  @Test func aThrowingResolverIsSaidAndThePersonAskedAgain() async {
    let frontEnd = await Self.talk("Set the count in Tally", [.text("lots"), .text("four")])
    #expect(frontEnd.spokenTexts.contains("Please say how many, not “lots”."))
    #expect(frontEnd.promptTexts.count == 2)
    #expect(frontEnd.spokenTexts.last == "Count set to 4.")
  }

  @Test func aValueResolverAsksThroughItsContextAndCanRefuse() async {
    let frontEnd = await Self.talk(
      "Set the count in Tally", [.text("500"), .confirm(false), .text("7")])
    #expect(frontEnd.promptTexts.contains("Really 500?"))
    #expect(frontEnd.spokenTexts.contains("Sorry, that isn't a count I can use."))
    #expect(frontEnd.spokenTexts.last == "Count set to 7.")
  }

  @Test func appleRadixResolverReadsHexAndChecksTheRange() async {
    let frontEnd = await Self.talk("Set the code in Tally", [.text("1ff"), .text("ff")])
    #expect(frontEnd.spokenTexts.contains("The code must be from 0 to 255."))
    #expect(frontEnd.promptTexts.count == 2)
    #expect(frontEnd.spokenTexts.last == "Code set to 255.")
  }

  @Test func aMeasurementParametersTextResolverReadsTheAnswer() async {
    let frontEnd = await Self.talk(
      "Plan a run in Tally", [.text("a half marathon"), .text("12")])
    #expect(frontEnd.spokenTexts.last == "A 21 km run at 12 km/h.")
  }

  @Test func aFixedUnitMeasurementsResolverSeesItsUnitAndCanRefuse() async {
    let frontEnd = await Self.talk(
      "Plan a run in Tally", [.text("10"), .text("45"), .text("12")])
    #expect(frontEnd.spokenTexts.contains("Sorry, that isn't a pace I can use."))
    #expect(frontEnd.spokenTexts.last == "A 10 km run at 12 km/h.")
  }
}

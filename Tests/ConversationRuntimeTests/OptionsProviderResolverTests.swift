import ConversationRuntime
import ConversationTestSupport
import Foundation
import OpenAppIntents
import SiriSimApp
import Testing

// "Kettle": parameters that take an options provider and resolvers together
// (`@Parameter(…, optionsProvider: …, resolvers: { … })`, Apple's initializers whose provider
// gives values of the parameter's type), to check that the runtime offers the provider's values
// and runs the resolvers on the answer.

private struct CupSizes: DynamicOptionsProvider {
  func results() async throws -> [Int] { [1, 2, 4] }
}

/// Reads "a pot" as four cups.
private struct PotResolver: Resolver {
  func resolve(from input: String, context: IntentParameterContext<Int>) async throws -> Int? {
    input.lowercased() == "a pot" ? 4 : nil
  }
}

private struct TeaNames: DynamicOptionsProvider {
  func results() async throws -> [String] { ["Assam", "Darjeeling"] }
}

/// Refuses a tea the kettle has never heard of, with the reason said.
private struct KnownTeaCheck: Resolver {
  struct UnknownTea: LocalizedError {
    var errorDescription: String? { "Kettle only brews Assam or Darjeeling." }
  }

  func resolve(from input: String, context: IntentParameterContext<String>) async throws
    -> String?
  {
    guard ["assam", "darjeeling"].contains(input.lowercased()) else { throw UnknownTea() }
    return input.capitalized
  }
}

private struct BrewIntent: AppIntent {
  static let title: LocalizedStringResource = "Brew Tea"
  @Parameter(
    title: "Cups", optionsProvider: CupSizes(), resolvers: { PotResolver() })
  var cups: Int
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Brewing \(cups) cups.")
  }
}

private struct NameTeaIntent: AppIntent {
  static let title: LocalizedStringResource = "Name the Tea"
  @Parameter(
    title: "Tea", inputOptions: nil, optionsProvider: TeaNames(),
    resolvers: { KnownTeaCheck() })
  var tea: String
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Brewing \(tea).")
  }
}

private struct KettleShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: BrewIntent(), phrases: ["Brew tea in \(.applicationName)"],
      shortTitle: "Brew", systemImageName: "cup.and.saucer")
    AppShortcut(
      intent: NameTeaIntent(), phrases: ["Name the tea in \(.applicationName)"],
      shortTitle: "Tea", systemImageName: "leaf")
  }
}

/// A parameter's options provider and resolvers together: the options are offered, the
/// resolvers run on what the person answers.
@Suite struct OptionsProviderResolverTests {
  static func talk(_ utterance: String, _ replies: [ConversationReply]) async -> AnsweringFrontEnd {
    let runtime = await ConversationRuntime(
      apps: [AppManifest(displayName: "Kettle", shortcutsProvider: KettleShortcuts.self)],
      options: ConversationRuntime.Options(environment: TestClock.environment))
    let frontEnd = AnsweringFrontEnd(replies)
    await runtime.handle(utterance, with: frontEnd)
    return frontEnd
  }

  static func suggestionTitles(_ frontEnd: AnsweringFrontEnd) -> [String] {
    frontEnd.prompts.flatMap { prompt -> [String] in
      switch prompt {
      case .value(let value): return value.suggestions.map(\.title)
      case .choice(let choice): return choice.choices.map(\.title)
      case .confirmation: return []
      }
    }
  }

  @Test func theProvidersNumbersAreOfferedAndAResolverReadsTheAnswer() async {
    let frontEnd = await Self.talk("Brew tea in Kettle", [.text("a pot")])
    #expect(Self.suggestionTitles(frontEnd) == ["1", "2", "4"])
    #expect(frontEnd.spokenTexts.last == "Brewing 4 cups.")
  }

  @Test func theProvidersTextsAreOfferedAndAResolversRefusalIsSaid() async {
    let frontEnd = await Self.talk(
      "Name the tea in Kettle", [.text("Oolong"), .text("darjeeling")])
    #expect(Self.suggestionTitles(frontEnd).prefix(2) == ["Assam", "Darjeeling"])
    #expect(frontEnd.spokenTexts.contains("Kettle only brews Assam or Darjeeling."))
    #expect(frontEnd.spokenTexts.last == "Brewing Darjeeling.")
  }

}

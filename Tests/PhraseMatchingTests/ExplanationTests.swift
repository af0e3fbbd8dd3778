import PhraseMatching
import Testing

/// `explain`: the best phrase of the nearest intents, step by step, and why nothing matched.
@Suite struct ExplanationTests {
  static func matcher() throws -> PhraseMatcher {
    PhraseMatcher(apps: [SoupChef.app(), try TrailGuide.app()])
  }

  @Test func aMatchIsExplainedStepByStep() throws {
    let explanation = try Self.matcher().explain(
      "hey siri order two tomato soupss with cheese from soupchef")
    let best = try #require(explanation.candidates.first)
    #expect(best.isMatch)
    #expect(best.app == "Soup Chef")
    #expect(best.phrase == "Order ${soup} from ${applicationName}")
    let kinds = best.steps.map(\.kind)
    #expect(kinds == [.filler, .filler, .exact, .extra, .slot, .filler, .extra, .exact, .appName])
    let slot = try #require(best.steps.first { $0.kind == .slot })
    #expect(slot.words == "tomato soupss")
    #expect(slot.element == "${soup}")
    #expect(best.steps.map(\.cost).reduce(0, +) == Int(((1 - best.score) * 1000).rounded()))
    #expect(explanation.reason == nil)
  }

  @Test func theBestCandidateIsWhatRankReturns() throws {
    let matcher = try Self.matcher()
    for utterance in [
      "Order clam chowder from Soup Chef", "Show Eagle Creek in Trail Guide",
      "Start a hike on lost lake loop with Trail Guide", "Order Soup Chef",
      "soup chef: two chicken noodle soups to 1 Main Street",
    ] {
      let ranked = matcher.rank(utterance).first
      let explained = matcher.explain(utterance).candidates.first
      if let ranked {
        #expect(ranked.intent == explained?.intent, "\(utterance)")
        #expect(ranked.score == explained?.score, "\(utterance)")
        #expect(explained?.isMatch == true, "\(utterance)")
      } else {
        #expect(explained?.isMatch != true, "\(utterance)")
      }
    }
  }

  @Test func aWordAfterTheVerbSaidNeverStandsInForIt() throws {
    // "get" says the verb (a paraphrase of "order"); "blorp" after it is an unknown word, not
    // the verb with "get" read as the verb said again.
    let explanation = try Self.matcher().explain("Get blorp tomato soup from Soup Chef")
    let best = try #require(explanation.candidates.first)
    let verb = try #require(best.steps.first { $0.element == "order" })
    #expect(verb.words == "Get" && verb.kind == .paraphrase)
    #expect(!best.steps.contains { $0.kind == .repeatedVerb })
    let blorp = try #require(best.steps.first { $0.words == "blorp" })
    #expect(blorp.element.isEmpty)
  }

  @Test func aMissNamesTheNearestPhraseAndTheThreshold() throws {
    let explanation = try Self.matcher().explain("Soup Chef tomato soup blorp flurb")
    let nearest = try #require(explanation.candidates.first)
    #expect(!nearest.isMatch)
    let first = try #require(nearest.steps.first)
    #expect(first.words.isEmpty && first.element == "order" && first.parts.isEmpty)
    #expect(first.kind == .missing && first.cost == 100)
    let reason = try #require(explanation.reason)
    #expect(
      reason
        == "The nearest phrase, “Order ${soup} from ${applicationName}”, scores 0.680, under the threshold 0.700."
    )
  }

  @Test func anAppNameAloneIsNotEnough() throws {
    let explanation = try Self.matcher().explain("Soup Chef blorp")
    #expect(explanation.candidates.isEmpty)
    #expect(
      explanation.reason?.hasPrefix("It names Soup Chef but says nothing a phrase needs") == true)
  }

  @Test func noAppNamedIsTheReason() throws {
    let explanation = try Self.matcher().explain("What's the weather like today")
    #expect(explanation.candidates.isEmpty)
    #expect(explanation.reason == "It names none of the loaded apps (Soup Chef, Trail Guide).")
  }

  @Test func anAppThatIsNotLoadedIsTheReason() throws {
    let explanation = try Self.matcher().explain("Order pho from DoorDash")
    #expect(
      explanation.reason
        == "It asks DoorDash, which is not loaded (the loaded apps: Soup Chef, Trail Guide): Siri doesn't know an app called DoorDash."
    )
  }

  @Test func aQuestionShowsAsAForeignWord() throws {
    let explanation = try Self.matcher().explain("Why order tomato soup from Soup Chef")
    let best = try #require(explanation.candidates.first)
    #expect(!best.isMatch)
    #expect(best.steps.first?.kind == .foreign)
    #expect(best.steps.first?.words == "Why")
  }

  @Test func aSlotIsReadWordByWord() throws {
    let explanation = try Self.matcher().explain("Order tomato soups from Soup Chef")
    let slot = try #require(explanation.candidates.first?.steps.first { $0.kind == .slot })
    #expect(slot.parts.map(\.words) == ["tomato", "soups"])
    #expect(slot.parts.map(\.kind) == [.exact, .plural])
    #expect(slot.parts.map(\.cost) == [0, 20])
  }

  @Test func aNumberSlotReadsAsANumber() throws {
    let matcher = PhraseMatcher(apps: [
      AppPhrases(
        name: "Timer",
        intents: [
          IntentPhrases(
            intent: "SetTimer",
            phrases: [
              PhraseTemplate(segments: [
                .text("Set "), .parameter("minutes"), .text(" minutes in "), .applicationName,
              ])
            ],
            slots: ["minutes": .number()])
        ])
    ])
    let slot = try #require(
      matcher.explain("Set twenty one minutes in Timer").candidates.first?.steps.first {
        $0.kind == .slot
      })
    #expect(slot.parts.map(\.kind) == [.number, .number])
  }
}

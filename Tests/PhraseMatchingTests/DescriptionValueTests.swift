import Testing

@testable import PhraseMatching

/// A closed value said by its description (an enum case's subtitle) whole, function words and
/// all: "a walk in the snow" is Snowshoeing ("Walking in the snow"), not Hiking by "walk".
@Suite struct DescriptionValueTests {
  static func style(_ utterance: String) -> String? {
    WordNetSynonymTests.style(WordNetSynonymTests.closed.bestMatch(for: utterance))
  }

  @Test(arguments: [
    "Start tracking my walk in the snow with Trails",
    "Start tracking my walking in the snow with Trails",
  ])
  func descriptionSaidWholeKeepsItsInnerFunctionWords(utterance: String) {
    #expect(Self.style(utterance) == "snowshoeing")
  }

  @Test func contentWordsOfADescriptionStillNameIt() {
    #expect(Self.style("Start tracking my lengthy outdoor walk with Trails") == "hiking")
    #expect(Self.style("Start tracking my mountain bike ride with Trails") == "biking")
  }

  @Test func functionWordsOfADescriptionAloneNameNothing() {
    #expect(Self.style("Start tracking my in the with Trails") != "snowshoeing")
  }
}

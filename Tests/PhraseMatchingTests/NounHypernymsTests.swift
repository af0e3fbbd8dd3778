import Testing

@testable import PhraseMatching

/// What WordNet says a common noun is a kind of (`NounHypernyms`): a specific thing of an app's
/// kind, or a word for what is wanted in general.
@Suite struct NounHypernymsTests {
  @Test func aDishIsAKindBesideSoupAndAMealIsNot() {
    let table = NounHypernyms.english
    #expect(table.namesKind("pizza", besides: "soup"))
    #expect(table.namesKind("minestrone", besides: "soup"))
    #expect(table.namesKind("sandwiches", besides: "soup"))
    #expect(!table.namesKind("supper", besides: "soup"))
    #expect(!table.namesKind("food", besides: "soup"))
    #expect(!table.namesKind("soup", besides: "soup"))
    #expect(!table.namesKind("qwzx", besides: "soup"))
  }

  @Test func theTableIsParsedFromItsLines() {
    // 0 food; 1 dish under food; 2 soup and 3 pizza under dish; 4 meal under food.
    let table = NounHypernyms(lines: "- food\n0 dish\n1 soup\n1 pizza\n0 supper\n")
    #expect(table.namesKind("pizza", besides: "soup"))
    #expect(!table.namesKind("supper", besides: "soup"))
    #expect(!table.namesKind("dish", besides: "soup"))
  }
}

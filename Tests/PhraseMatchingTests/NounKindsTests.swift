import Testing

@testable import PhraseMatching

/// The kinds of thing WordNet files common nouns under (`NounKinds`), as the matcher uses them.
@Suite struct NounKindsTests {
  static let food = NounKinds.english.kinds(of: "soup") ?? []

  @Test func aMealIsFoodAndAMatIsNot() {
    #expect(!Self.food.isEmpty)
    #expect(!NounKinds.english.namesOtherKind("supper", than: Self.food))
    #expect(!NounKinds.english.namesOtherKind("sandwiches", than: Self.food))
    #expect(NounKinds.english.namesOtherKind("mat", than: Self.food))
  }

  @Test func aGeneralOrUnknownWordIsNoOtherKind() {
    #expect(!NounKinds.english.namesOtherKind("food", than: Self.food))
    #expect(!NounKinds.english.namesOtherKind("qwzx", than: Self.food))
    #expect(!NounKinds.english.namesOtherKind("mat", than: []))
  }

  @Test func theTableIsParsedFromItsLines() {
    let table = NounKinds(lines: "13 soup,stew\n6 mat\nnot a line\n")
    #expect(table.kinds(of: "stews") == [13])
    #expect(table.kinds(of: "mat") == [6])
    #expect(table.kinds(of: "line") == nil)
  }
}

import ConversationRuntime
import Testing

/// One comparison for every name a person types against a name an app declares.
struct NameMatchingTests {
  @Test func caseSpacesAndPunctuationDoNotMatter() {
    #expect(NameMatching.same("Soup Chef", "soupchef"))
    #expect(NameMatching.same("Soup Chef", "SOUP-CHEF"))
    #expect(NameMatching.same("Featured Trail Collection", "featured trail collection"))
  }

  @Test func digitsAndLettersDo() {
    #expect(!NameMatching.same("Trails 2", "Trails"))
    #expect(!NameMatching.same("Trails", "Trail"))
    #expect(!NameMatching.same("", "Trails"))
  }
}

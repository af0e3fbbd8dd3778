/// How one language's number words combine, beyond the tables every lexicon has: "vingt et un",
/// "quatre-vingt-dix", "einundzwanzig". A language whose numbers are a unit, a teen or a ten
/// and a unit needs none.
///
/// A language's grammar sits beside its lexicon (`Lexicon+<Language>+Numbers.swift`) and joins
/// the matcher's through `Lexicon.shipped`. Words arrive normalized (`TextNormalizer`:
/// lower-cased, folded, hyphens between words), so "Quatre-Vingt-Dix" is
/// `["quatre", "vingt", "dix"]` and "fünf" is "funf".
package struct NumberGrammar: Sendable {
  /// The words a number of this language can start with (a cheap test before `read`).
  package let startWords: Set<String>
  /// The number `words` say, whole, or nil.
  package let read: @Sendable (ArraySlice<String>) -> Int?

  package init(startWords: Set<String>, read: @escaping @Sendable (ArraySlice<String>) -> Int?) {
    self.startWords = startWords
    self.read = read
  }
}

/// What one intent parameter accepts, and how the matcher finds its values in an utterance.
///
/// `IntentPhrases.slots` carries one vocabulary per parameter of the intent: the parameters its
/// phrases name (`${soup}`) and every other parameter. A phrase slot is filled from the words at
/// its place in the phrase; any parameter may also be filled from words elsewhere in the utterance
/// (an *extra*: "two", "with cheese and croutons", "for delivery"), but only by its entries, or
/// for `.number` by a number with a cue, or for `.text` by the words after one of its
/// `textCues` ("to 1 Main Street" for a delivery address).
public struct SlotVocabulary: Sendable {
  /// How values are found.
  public enum Kind: Sendable, Equatable {
    /// Titles and synonyms of `entries` (entities, enum cases, options).
    case entries
    /// A whole number: digits or number words ("3", "three", "a dozen").
    case number
    /// Any words; only at the slot's place in a phrase.
    case text
  }

  /// The known values (for `.entries`).
  public var entries: [VocabularyEntry]
  /// True when the app can search (string query): at its place in a phrase, unknown text still
  /// fills the slot, at a lower score. `.text` vocabularies always accept other text.
  public var acceptsOtherText: Bool
  /// How values are found.
  public var kind: Kind
  /// True for a list parameter: every value the utterance names is collected
  /// ("with cheese and croutons" → two items).
  public var isList: Bool
  /// For `.text`: words after which the following words fill the parameter outside its phrase
  /// slot (["to", "at"] for a place; a cue may have several words: "recommended by"). Empty:
  /// free text fills it only at a phrase slot.
  public var textCues: [String]
  /// For `.text`: the value is any words (a `String` parameter: a title, a name), so its words
  /// cost little (`MatchCost.freeTextBase`), and the cue of another such parameter ends it
  /// ("Dune | by Frank Herbert").
  public var isFreeText: Bool

  /// Creates a vocabulary.
  public init(
    entries: [VocabularyEntry], acceptsOtherText: Bool, kind: Kind = .entries, isList: Bool = false,
    textCues: [String] = [], isFreeText: Bool = false
  ) {
    self.entries = entries
    self.acceptsOtherText = acceptsOtherText
    self.kind = kind
    self.isList = isList
    self.textCues = textCues
    self.isFreeText = isFreeText
  }

  /// A whole-number parameter ("quantity").
  public static func number(isList: Bool = false) -> SlotVocabulary {
    SlotVocabulary(entries: [], acceptsOtherText: false, kind: .number, isList: isList)
  }

  /// A free-text parameter: filled only at its place in a phrase.
  public static let text = SlotVocabulary(entries: [], acceptsOtherText: true, kind: .text)
}

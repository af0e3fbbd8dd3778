/// What each tolerated difference costs, in thousandths of a score point.
///
/// A match's score is `1 - (sum of its costs) / 1000`, clamped to 0...1, so an exact match after
/// normalization scores 1 and every edit, skipped word or looser fit lowers the score. Costs are
/// integers so that equal fits tie exactly. `PhraseMatcher` documents the model as a table.
enum MatchCost {
  /// The unit: a cost of `scale` is a whole score point.
  static let scale = 1000

  // MARK: Words

  /// Singular for plural or the reverse ("soups" for "soup").
  static let plural = 20
  /// Another form of the same word ("delivered", "deliver" for "delivery").
  static let wordForm = 40
  /// One typo edit (insert, delete, substitute, swap two adjacent letters) in a word.
  static let typoPerEdit = 50
  /// A word spelt as it sounds, further than the typo budget ("jogingg" for "jogging").
  static let soundsAlike = 70
  /// Words run together or split differently ("soupchef" for "Soup Chef", "pick up" for "pickup").
  static let spacing = 20
  /// A pronoun inside a split word ("pick it up" for "pickup"), on top of `spacing`.
  static let splitPronoun = 10

  // MARK: Words around the phrase

  /// A filler word anywhere: wake words, politeness, pronouns, articles, prepositions,
  /// auxiliaries, cue words ("hey", "please", "could", "the", "with").
  static let filler = 10
  /// The phrase's verb said again, or a synonym of it, outside its place ("have it delivered").
  static let repeatedVerb = 20
  /// The app's name away from its place in the phrase ("Soup Chef: order …").
  static let movedAppName = 20
  /// "app" or "application" after the app's name ("the Soup Chef app").
  static let appWord = 5
  /// A word that is none of the above and not the phrase's.
  static let unknownWord = 160
  /// A word that asks for something else: another action's verb ("delete", "rate"), a question
  /// word ("what", "how") or a negation ("don't"). A whole point: such an utterance never matches.
  static let foreignWord = scale

  // MARK: The phrase's own words

  /// A synonym of the phrase's verb ("get", "buy", "I'd like" for "order").
  static let paraphrase = 40
  /// A synonym from WordNet (`WordNetTable`) of the phrase's verb ("request" for "order") or of
  /// a closed value's word ("run" for Jogging): more than a paraphrase the lexicon lists, so that
  /// the exact word and the hand-chosen paraphrase always rank first.
  static let lexicalSynonym = 60
  /// A closed value said by a WordNet word for its title's activity ("run" for Jogging,
  /// "horseback riding" for Equestrian): more than the title, less than reading the word as the
  /// phrase's verb said again with the slot left empty (`repeatedVerb` + `emptySlot`), since
  /// a word where the value goes that names one is the value.
  static let lexicalValue = 30
  /// A closed value said by its aspect alone ("reading", "in the middle of" for Currently
  /// Reading; "to read" for Want to Read: `VocabularyIndex.aspectForms`): less than a filler,
  /// so that "to" is read with the verb, not left out for the bare verb's value ("Read").
  static let aspectForm = 5
  /// A function word of the phrase left out ("from", "in").
  static let missingFunctionWord = 20
  /// Any other word of the phrase left out (usually its verb).
  static let missingContentWord = 100
  /// A word of the phrase said as an unknown word (an unlisted synonym).
  static let replacedContentWord = unknownWord

  // MARK: Slots and extras

  /// A phrase slot left empty (Siri asks for the value later).
  static let emptySlot = 20
  /// A slot's words name part of an entry ("clam chowder" for "Manhattan Clam Chowder").
  static let partialEntry = 80
  /// Each word of a slot's text that is in no entry, when the rest names an entry (closed slots).
  static let unmatchedEntryWord = 100
  /// Text that names no entry, at a slot that accepts other text: a base plus a cost per word,
  /// less for words that are in some entry ("Manhattan clam chowder" when only "New England Clam
  /// Chowder" is known: the app's search may know it).
  static let otherTextBase = 80
  /// See `otherTextBase`.
  static let otherTextPerWord = 40
  /// See `otherTextBase`.
  static let otherTextPerEntryWord = 10
  /// The most words of other text that cost `otherTextPerWord`; the rest cost
  /// `otherTextPerEntryWord` (`IntentScan.otherTextCost`).
  static let otherTextFullWords = 4
  /// Free text (a `String` parameter's value: "The Hobbit", "Frank Herbert"): a base, plus a
  /// cost per word. Lower than other text, since any words are such a value.
  static let freeTextBase = 30
  /// See `freeTextBase`.
  static let freeTextPerWord = 10
  /// A parameter value said outside the phrase's slot (an extra), on top of its fit.
  static let extraValue = 10
  /// A number said for a number parameter ("two", "make it four", "5 bowls of").
  static let numberValue = 5
  /// A paraphrase of the verb with a slot holding only other text ("Buy a Soup Chef gift card"
  /// for "Order ${soup} from Soup Chef"): the verb stretches only to what the app has.
  static let paraphraseWithOtherText = 60
  /// A number word written as its homophone ("for" for "four") before a value: as much as the
  /// filler reading, which it wins only by coming first.
  static let homophoneNumber = 10

  // MARK: Readings

  /// A clause the request is complete without ("…, I have a call at 3"), left out: a little
  /// more than a filler, so that a request said plainly ranks first.
  static let aside = 30
  /// The most a request may cost for asides to be left out around it: a request that needs
  /// more stretching than two missing phrase words is not complete on its own.
  static let completeRequest = 2 * missingContentWord
  /// A question an intent answers ("Is Eagles Nest Loop open?" for "Get conditions on
  /// ${trail}"), read as the intent's phrase: half a missing verb, since the question asks
  /// for what the phrase gets.
  static let answeredQuestion = 50

  /// The score for a total cost.
  static func score(_ cost: Int) -> Double {
    Double(max(0, scale - max(0, cost))) / Double(scale)
  }
}

/// The words that mean something to SiriSim in one language, each list in one place: answers
/// (yes, no, cancel), day words, list conjunctions, number words, and the words the phrase matcher
/// knows by role (fillers, function words, question words, negations, paraphrase verbs …).
///
/// One lexicon per locale: `Lexicon.english` (`Lexicon+English.swift`), `Lexicon.french`
/// (`Lexicon+French.swift`) and `Lexicon.german` (`Lexicon+German.swift`), each with Siri's
/// sentences in that language (`sentences`, `Lexicon+<Language>+Sentences.swift`);
/// `Lexicon(locale:)` picks one of `Lexicon.shipped` by a locale identifier ("fr", "fr_FR",
/// "de-CH"). The French and German lexicons are
/// English's plus their own words for matching phrases: people mix English into what they say,
/// and a list a language has no words for yet (days, number grammar) is English's. Answers are
/// the exception: the words that answer a question (yes, no, cancel, "the second one") are each
/// language's own, as Siri on a French device understands "oui" and not "yes" (digits work in
/// every language). A locale with no word lists of its own gets the English lexicon.
///
/// All words are normalized (`TextNormalizer`): lower case, diacritics folded, apostrophes
/// dropped ("I'd" → "id", "s'il" → "sil"). App-specific words are not here: an app gives its
/// values' other names as `DisplayRepresentation(title:synonyms:)`.
public struct Lexicon: Sendable {
  /// The language of the words ("en", "fr", "de").
  public let locale: String

  // MARK: Answers

  /// Whole answers that mean yes ("yes please", "go ahead").
  public let yesAnswers: Set<String>
  /// First words that make an answer yes ("sure, why not").
  public let yesFirstWords: Set<String>
  /// Whole answers that mean no ("no thanks", "not really").
  public let noAnswers: Set<String>
  /// First words that make an answer no ("nope, not today").
  public let noFirstWords: Set<String>
  /// Answers that cancel at any question ("never mind").
  public let cancelWords: Set<String>
  /// Words for a day, by its offset in days from today ("tomorrow" = 1, "yesterday" = -1).
  public let dayOffsets: [String: Int]
  /// Words that join the items of a list ("cheese *and* croutons").
  public let listConjunctions: Set<String>

  // MARK: Siri's sentences

  /// What Siri says in this language where the app gives no words (`SiriSentences`): a
  /// language's own, never merged.
  package let sentences: any SiriSentences
  /// How the language's number words combine beyond the tables above (`NumberGrammar`): none
  /// for English, the language's own for a language built on it, every one for the matcher's.
  package let numberGrammars: [NumberGrammar]

  // MARK: Number words

  /// Cardinal words below ten ("zero" through "nine").
  package let numberUnits: [String: Int]
  /// Cardinal words from ten through nineteen.
  package let numberTeens: [String: Int]
  /// Tens ("twenty" through "ninety").
  package let numberTens: [String: Int]
  /// Scale words ("thousand", "million", "billion"), "hundred" aside.
  package let numberScales: [String: Int]
  /// Ordinal word → the cardinal word it is built on ("fifth" → "five").
  package let ordinalWords: [String: String]
  /// Words for the last of a list ("last", "final").
  package let lastWords: Set<String>
  /// Words after an ordinal that say nothing more ("the second *one*").
  package let trailingChoiceWords: Set<String>
  /// Words before a number that make it a position ("*option* 2").
  package let choicePrefixes: Set<String>
  /// Articles before a position that say nothing more ("*the* second one", "*le* deuxième").
  package let choiceArticles: Set<String>
  /// Counting words that are not cardinals ("a couple of" = 2).
  package let countWords: [[String]: Int]
  /// Words a speech recognizer writes for a number word ("order for tomato soups"): read as
  /// the number only right before a value, and for more than one only before a plural.
  package let numberHomophones: [String: Int]

  // MARK: Matching

  /// Words skipped anywhere at `MatchCost.filler`: wake words, discourse markers, politeness,
  /// pronouns, contractions, auxiliaries, articles, prepositions, conjunctions, light verbs
  /// ("place an order", "go ahead and") and cue words for values ("with", "extra").
  package let fillers: Set<String>
  /// Politeness and hedging made of words that alone mean something else ("if you don't mind",
  /// "how about"): every word of them is a filler, even a negation or a question word.
  package let fillerPhrases: [[String]]
  /// Fillers that carry no meaning of their own inside a phrase: articles, pronouns,
  /// auxiliaries, prepositions, conjunctions and politeness. Any other word of a phrase is a
  /// content word.
  package let functionWords: Set<String>
  /// Words that ask a question: an utterance with one never matches.
  package let questionWords: Set<String>
  /// Auxiliaries that ask a yes/no question when they open the utterance ("*Is* tomato soup
  /// available", "*Do* I have Dune"), after `wakeWords` at most: there, an utterance with one
  /// never matches.
  package let questionOpeners: Set<String>
  /// What a person says before the request itself ("hey Siri", "okay so").
  package let wakeWords: Set<String>
  /// Negations: before a value they drop it ("without cheese", "no croutons"); anywhere else the
  /// utterance never matches ("don't order …").
  package let negations: Set<String>
  /// Determiners that make a verb a noun naming something that exists ("cancel *my order*").
  package let possessives: Set<String>
  /// Object pronouns that may split a particle verb ("pick it up" for "pickup").
  package let splitPronouns: Set<String>
  /// Measure words between a number and what it counts ("five bowls of", "2 orders of").
  package let measureWords: Set<String>
  /// Phrases that introduce a number for a number parameter ("make it four", "quantity 3").
  package let numberCues: [[String]]
  /// Words after a number that make it a time or a duration ("at 7 pm", "in 20 minutes").
  package let timeWords: Set<String>
  /// Words after a number that say it counts the order ("4 of them", "two of those").
  package let numberTails: [[String]]
  /// Words after which a number is a place, a time or a rank, not how many ("to 42 Main
  /// Street", "at 7", "by 5").
  package let notCountingBefore: Set<String>
  /// Verb groups: words and expressions that ask for the same kind of action. A phrase word in a
  /// group is matched by any other expression of the group at `MatchCost.paraphrase`.
  package let verbGroups: [VerbGroup]
  /// Verbs that never ask for a different action by themselves: light and general verbs.
  package let neutralVerbs: Set<String>
  /// Words before an app's name at the end of a request ("… *from* DoorDash", "… *in*
  /// Peloton"): what names an app SiriSim has not loaded (`MissReading.notLoaded`).
  package let appPrepositions: Set<String>
  /// Words that open a clause of their own and only link it to the one before ("*because* my
  /// roommate has a cold", "*so* get conditions"): where an aside begins or ends
  /// (`ClauseSplit`).
  package let clauseLinkers: Set<String>
  /// A subject and its verb in one word, which start a new clause ("… *I'm* working late").
  package let clauseSubjects: Set<String>
  /// Words that turn an app's name into an address rather than a request ("*ask* Trails",
  /// "*check* Trails"): a clause of these, fillers and the name only says which app.
  package let addressWords: Set<String>
  /// Question words that ask what something is like ("*what's* it like", "*how's* it
  /// looking"): the questions an intent that gets a thing's information may answer. Other
  /// question words ask for a time, a place, a person, an amount ("when", "how far").
  package let stateQuestionWords: Set<String>
  /// Expressions that say an action is under way without its verb ("in the middle of",
  /// "halfway through"): English's progressive aspect said in words, which name the value of a
  /// closed vocabulary that is its verb under way (`VocabularyIndex.aspectForms`).
  package let progressiveMarkers: [[String]]
  /// The particles of phrasal verbs ("bring *up*", "put *on*"), which make a verb another verb:
  /// "sign *up*" said for a phrase's "sign *out*" asks for another action.
  package let verbParticles: Set<String>
  /// Auxiliaries that open a question only before a subject ("*have* I read …", while "*have*
  /// it delivered" asks for something), and those subjects.
  package let subjectAuxiliaries: Set<String>
  package let subjectPronouns: Set<String>
  /// Pronouns that are a verb's object ("pick *it* up", "get *me* signed out").
  package let objectPronouns: Set<String>
  /// The articles, which open a noun phrase ("*the* trail", "*a* book").
  package let articles: Set<String>
  /// Prefixes that make a verb another verb: undone or done again ("*un*pause", "*re*start").
  package let verbPrefixes: [String]
  /// Pronouns that name no particular thing ("everything", "something"): alone, never a value.
  package let indefinitePronouns: Set<String>
  /// Prepositions of a place something is on or at ("any snow *on* …", "closures *at* …").
  package let placePrepositions: Set<String>
  /// Prepositions of the way or the place an activity goes ("a run *around* the lake", "a ride
  /// *along* the river"): with a place after them, where the request happens, not what it is.
  package let routePrepositions: Set<String>
  /// Adjectives that ask whether a thing suits someone or something ("is … dog *friendly*",
  /// "… *suitable* for kids"): a lasting quality of the thing, not its present state.
  package let suitabilityWords: Set<String>

  /// Every single-word verb of the groups that asks for its own kind of action: an utterance
  /// with one of these matches only a phrase whose verb shares its group.
  package let actionVerbs: Set<String>
  /// The groups (indices into `verbGroups`) a word belongs to (single-word expressions only).
  package let groupsOfWord: [String: [Int]]

  /// A named group of expressions that ask for the same kind of action. Lexicons merge groups by
  /// name, so another language's verbs join English's group for the same action.
  package struct VerbGroup: Sendable {
    /// What the group's expressions do ("get", "delete").
    package let name: String
    /// The expressions, each a list of normalized words (["look", "up"]).
    package let expressions: [[String]]

    package init(_ name: String, _ expressions: [[String]]) {
      self.name = name
      self.expressions = expressions
    }
  }

  /// The lexicon of `locale` ("fr", "fr_FR", "de-CH", "EN"), by its language; the English one
  /// for a locale with no word lists of its own.
  public init(locale: String) {
    let language = locale.prefix { $0 != "-" && $0 != "_" }.lowercased()
    self = Lexicon.shipped.first { $0.locale == language } ?? .english
  }

  /// Every language SiriSim speaks: the one list a new language joins (its words, its
  /// sentences and its number grammar are its own `Lexicon+<Language>.swift`).
  package static let shipped: [Lexicon] = [english, french, german]

  /// The words of every language SiriSim ships phrases in, as one lexicon: the phrase matcher
  /// reads these in every locale (the French and German words are not ones people say to an
  /// English phrase, so they cost an English utterance nothing).
  package static let matching = shipped.reduce(english) { $0.merging($1) }

  /// A lexicon from its lists; any list left out is empty, and Siri's sentences are English's
  /// unless given. The derived lists (`actionVerbs`, `groupsOfWord`) are computed here.
  package init(
    locale: String, sentences: any SiriSentences = EnglishSentences(),
    yesAnswers: Set<String> = [], yesFirstWords: Set<String> = [], noAnswers: Set<String> = [],
    noFirstWords: Set<String> = [], cancelWords: Set<String> = [],
    dayOffsets: [String: Int] = [:], listConjunctions: Set<String> = [],
    numberUnits: [String: Int] = [:], numberTeens: [String: Int] = [:],
    numberTens: [String: Int] = [:], numberScales: [String: Int] = [:],
    ordinalWords: [String: String] = [:], lastWords: Set<String> = [],
    trailingChoiceWords: Set<String> = [], choicePrefixes: Set<String> = [],
    choiceArticles: Set<String> = [], countWords: [[String]: Int] = [:],
    numberHomophones: [String: Int] = [:], numberGrammars: [NumberGrammar] = [],
    fillers: Set<String> = [], fillerPhrases: [[String]] = [], functionWords: Set<String> = [],
    questionWords: Set<String> = [], questionOpeners: Set<String> = [],
    wakeWords: Set<String> = [], negations: Set<String> = [], possessives: Set<String> = [],
    splitPronouns: Set<String> = [], measureWords: Set<String> = [], numberCues: [[String]] = [],
    timeWords: Set<String> = [], numberTails: [[String]] = [],
    notCountingBefore: Set<String> = [], verbGroups: [VerbGroup] = [],
    neutralVerbs: Set<String> = [], appPrepositions: Set<String> = [],
    clauseLinkers: Set<String> = [], clauseSubjects: Set<String> = [],
    addressWords: Set<String> = [], stateQuestionWords: Set<String> = [],
    progressiveMarkers: [[String]] = [], verbParticles: Set<String> = [],
    subjectAuxiliaries: Set<String> = [], subjectPronouns: Set<String> = [],
    objectPronouns: Set<String> = [], articles: Set<String> = [], verbPrefixes: [String] = [],
    indefinitePronouns: Set<String> = [], placePrepositions: Set<String> = [],
    routePrepositions: Set<String> = [], suitabilityWords: Set<String> = []
  ) {
    (self.locale, self.sentences) = (locale, sentences)
    self.yesAnswers = yesAnswers
    self.yesFirstWords = yesFirstWords
    self.noAnswers = noAnswers
    self.noFirstWords = noFirstWords
    self.cancelWords = cancelWords
    self.dayOffsets = dayOffsets
    self.listConjunctions = listConjunctions
    self.numberUnits = numberUnits
    self.numberTeens = numberTeens
    self.numberTens = numberTens
    self.numberScales = numberScales
    self.ordinalWords = ordinalWords
    self.lastWords = lastWords
    self.trailingChoiceWords = trailingChoiceWords
    self.choicePrefixes = choicePrefixes
    self.choiceArticles = choiceArticles
    self.countWords = countWords
    self.numberHomophones = numberHomophones
    self.numberGrammars = numberGrammars
    self.fillers = fillers
    self.fillerPhrases = fillerPhrases
    self.functionWords = functionWords
    self.questionWords = questionWords
    self.questionOpeners = questionOpeners
    self.wakeWords = wakeWords
    self.negations = negations
    self.possessives = possessives
    self.splitPronouns = splitPronouns
    self.measureWords = measureWords
    self.numberCues = numberCues
    self.timeWords = timeWords
    self.numberTails = numberTails
    self.notCountingBefore = notCountingBefore
    self.verbGroups = verbGroups
    self.neutralVerbs = neutralVerbs
    self.appPrepositions = appPrepositions
    self.clauseLinkers = clauseLinkers
    self.clauseSubjects = clauseSubjects
    self.addressWords = addressWords
    self.stateQuestionWords = stateQuestionWords
    self.progressiveMarkers = progressiveMarkers
    self.verbParticles = verbParticles
    self.subjectAuxiliaries = subjectAuxiliaries
    self.subjectPronouns = subjectPronouns
    self.objectPronouns = objectPronouns
    self.articles = articles
    self.verbPrefixes = verbPrefixes
    self.indefinitePronouns = indefinitePronouns
    self.placePrepositions = placePrepositions
    self.routePrepositions = routePrepositions
    self.suitabilityWords = suitabilityWords
    (actionVerbs, groupsOfWord) = Self.oneWordVerbs(of: verbGroups, besides: neutralVerbs, fillers)
  }

  /// The groups' one-word verbs that ask for their own action (neither neutral nor fillers), and
  /// the groups each one-word verb belongs to.
  private static func oneWordVerbs(
    of verbGroups: [VerbGroup], besides neutralVerbs: Set<String>, _ fillers: Set<String>
  ) -> (verbs: Set<String>, groups: [String: [Int]]) {
    var verbs = Set<String>()
    var groups: [String: [Int]] = [:]
    for (index, group) in verbGroups.enumerated() {
      for expression in group.expressions where expression.count == 1 {
        let word = expression[0]
        verbs.insert(word)
        if groups[word]?.last != index { groups[word, default: []].append(index) }
      }
    }
    return (verbs.subtracting(neutralVerbs).subtracting(fillers), groups)
  }
}

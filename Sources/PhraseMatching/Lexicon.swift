/// Words the matcher knows by role, independent of any app: English, with the French and German
/// fillers, function words and verbs of the locales SiriSim ships phrases in.
///
/// All words are normalized (`TextNormalizer`): lower case, diacritics folded, apostrophes
/// dropped ("I'd" → "id", "s'il" → "sil"). The lists are one set for every language: the French
/// and German words here are not English words people say to an English phrase. Other locales
/// get the structural tolerance (typos, reordering, unknown-word costs) without them.
enum Lexicon {
  /// Words skipped anywhere at `MatchCost.filler`: wake words, discourse markers, politeness,
  /// pronouns, contractions, auxiliaries, articles, prepositions, conjunctions, light verbs
  /// ("place an order", "go ahead and") and cue words for values ("with", "extra").
  static let fillers: Set<String> = [
    // Wake words and discourse markers.
    "hey", "hi", "hello", "siri", "ok", "okay", "alright", "allright", "so", "um", "umm", "uh",
    "uhh", "er", "erm", "hmm", "well", "oh", "yeah", "yes", "yep", "just", "now", "quickly",
    "actually", "maybe", "really", "right", "then", "also", "too", "asap", "today", "tonight",
    "away", "ahead", "there", "here", "anyway", "again", "soon", "quick", "much", "lot", "very",
    "tomorrow", "later", "noon", "midnight", "morning", "afternoon", "evening", "lunchtime",
    "dinnertime", "am", "pm", "oclock",
    // Politeness.
    "please", "pls", "plz", "kindly", "thanks", "thank", "thx", "cheers",
    // Pronouns and contractions.
    "i", "me", "my", "mine", "myself", "we", "us", "our", "you", "your", "it", "its", "they",
    "them", "this", "that", "these", "those", "one", "ones", "id", "ill", "im", "ive", "lets",
    "thats", "youd", "youll", "wed", "somebody", "someone",
    // Auxiliaries and modals.
    "can", "could", "would", "will", "shall", "should", "may", "might", "must", "do", "does",
    "did", "is", "are", "am", "be", "been", "to", "wanna", "gonna", "gotta",
    // Articles and determiners.
    "a", "an", "the", "some", "any", "another", "each", "extra", "additional", "more", "new",
    // Prepositions and particles.
    "with", "w", "for", "from", "on", "in", "at", "via", "through", "thru", "by", "of", "into",
    "onto", "over", "up", "out", "using", "use", "inside", "within",
    // Conjunctions.
    "and", "or", "plus", "n", "if", "as",
    // Light and navigation verbs ("place an order", "go to Soup Chef and", "help me").
    "place", "put", "submit", "make", "open", "launch", "go", "goto", "head", "let", "help",
    "add", "include", "try", "topped",
    // French: politeness, pronouns, articles, prepositions ("s'il vous plaît", "je voudrais").
    "sil", "vous", "te", "plait", "svp", "stp", "merci", "bonjour", "salut", "je", "j", "moi",
    "nous", "le", "la", "les", "l", "une", "des", "du", "de", "d", "pour", "avec", "sur", "chez",
    "dans", "et", "ou", "est", "ce", "que", "qu", "peux", "pouvez", "aussi", "maintenant",
    // German: politeness, pronouns, articles, prepositions ("bitte", "ich möchte").
    "bitte", "danke", "hallo", "ich", "mir", "mich", "wir", "uns", "der", "die", "das", "den",
    "dem", "ein", "eine", "einen", "einem", "einer", "von", "mit", "bei", "fur", "auf", "im",
    "und", "oder", "mal", "doch", "gerne", "gern", "kannst", "konntest", "konnen", "jetzt",
  ]

  /// Politeness and hedging made of words that alone mean something else ("if you don't mind",
  /// "how about"): every word of them is a filler, even a negation or a question word.
  static let fillerPhrases: [[String]] = [
    ["if", "you", "dont", "mind"], ["dont", "mind"], ["would", "you", "mind"],
    ["do", "you", "mind"], ["no", "problem"], ["no", "worries"], ["no", "rush"],
    ["be", "so", "kind", "as", "to"], ["if", "possible"], ["when", "you", "can"],
    ["when", "possible"], ["as", "soon", "as", "possible"], ["how", "about"], ["what", "about"],
  ]

  /// Fillers that carry no meaning of their own inside a phrase: articles, pronouns, auxiliaries,
  /// prepositions, conjunctions and politeness. Any other word of a phrase is a content word.
  static let functionWords: Set<String> = [
    "a", "an", "the", "some", "any", "my", "your", "our", "me", "us", "i", "we", "you", "it",
    "its", "them", "this", "that", "these", "those", "can", "could", "would", "will", "shall",
    "should", "may", "might", "must", "do", "does", "did", "is", "are", "am", "be", "to", "with",
    "w", "for", "from", "on", "in", "at", "via", "through", "thru", "by", "of", "into", "onto",
    "over", "up", "out", "using", "inside", "within", "and", "or", "plus", "please", "pls",
    "kindly", "thanks", "thank", "hey", "siri",
    // French and German.
    "sur", "chez", "de", "du", "des", "le", "la", "les", "l", "une", "pour", "avec", "dans", "et",
    "ou", "mon", "ma", "mes", "bei", "von", "mit", "der", "die", "das", "den", "dem", "ein",
    "eine", "einen", "fur", "auf", "im", "und", "oder", "mein", "meine", "meinen", "bitte",
  ]

  /// Words a speech recognizer writes for a number word ("order for tomato soups"): read as
  /// the number only right before a value, and for more than one only before a plural.
  static let numberHomophones: [String: Int] = [
    "won": 1, "to": 2, "too": 2, "for": 4, "fore": 4, "ate": 8,
  ]

  /// Words that ask a question: an utterance with one never matches.
  static let questionWords: Set<String> = [
    "what", "whats", "how", "hows", "why", "when", "where", "wheres", "which", "who", "whos",
    "whose", "whom",
    // French and German ("was" and "wer" left out: "was" is English too).
    "quoi", "quel", "quelle", "quels", "comment", "pourquoi", "quand", "wie", "warum", "wo",
    "wann", "welche", "welcher",
  ]

  /// Negations: before a value they drop it ("without cheese", "no croutons"); anywhere else the
  /// utterance never matches ("don't order …").
  static let negations: Set<String> = [
    "not", "dont", "doesnt", "didnt", "never", "no", "cant", "cannot", "wont", "without", "minus",
    "except", "hold",
    // French and German.
    "ne", "pas", "jamais", "sans", "nicht", "kein", "keine", "keinen", "nie", "ohne",
  ]

  /// Determiners that make a verb a noun naming something that exists ("cancel *my order*").
  static let possessives: Set<String> = [
    "my", "your", "our", "their", "his", "her", "its", "this", "that", "these", "those", "last",
    "previous", "recent", "latest", "current", "pending", "existing", "past",
  ]

  /// Object pronouns that may split a particle verb ("pick it up" for "pickup").
  static let splitPronouns: Set<String> = ["it", "them", "this", "that", "these", "those", "em"]

  /// Measure words between a number and what it counts ("five bowls of", "2 orders of").
  static let measureWords: Set<String> = [
    "bowl", "bowls", "cup", "cups", "serving", "servings", "portion", "portions", "order",
    "orders", "plate", "plates", "pint", "pints", "quart", "quarts", "box", "boxes", "bottle",
    "bottles", "can", "cans", "piece", "pieces", "slice", "slices", "pack", "packs", "item",
    "items", "helping", "helpings", "round", "rounds", "glass", "glasses", "mug", "mugs",
    "container", "containers", "tub", "tubs", "jar", "jars", "bag", "bags", "unit", "units",
    "copy", "copies", "ticket", "tickets", "set", "sets", "pair", "pairs", "people", "persons",
    "guests",
  ]

  /// Phrases that introduce a number for a number parameter ("make it four", "quantity 3").
  static let numberCues: [[String]] = [
    ["make", "it"], ["make", "that"], ["make", "them"], ["quantity"], ["qty"], ["amount"],
    ["times"], ["x"], ["for"],
  ]

  /// Words after a number that make it a time or a duration ("at 7 pm", "in 20 minutes").
  static let timeWords: Set<String> = [
    "am", "pm", "oclock", "o", "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs",
    "second", "seconds", "sec", "secs", "day", "days", "week", "weeks", "today", "tonight",
    "tomorrow",
  ]

  /// Words after a number that say it counts the order ("4 of them", "two of those").
  static let numberTails: [[String]] = [
    ["of", "them"], ["of", "those"], ["of", "these"], ["of", "each"], ["of", "the"], ["times"],
    ["x"],
  ]

  /// Words after which a number is a place, a time or a rank, not how many ("to 42 Main
  /// Street", "at 7", "by 5").
  static let notCountingBefore: Set<String> = [
    "to", "at", "on", "by", "until", "till", "before", "after", "around", "about", "number", "no",
    "in", "within",
    "apartment", "suite", "room", "floor", "unit", "street",
  ]

  /// Counting words that are not cardinals ("a couple of" = 2).
  static let countWords: [[String]: Int] = [
    ["a", "couple", "of"]: 2, ["a", "couple"]: 2, ["couple", "of"]: 2, ["a", "pair", "of"]: 2,
  ]

  /// Common ways to say common values, by a normalized title: a vocabulary entry titled
  /// "Pickup" is also said "takeout" or "to go". Added to the entry's own synonyms.
  static let valueSynonyms: [String: [String]] = [
    "pickup": ["takeout", "take out", "takeaway", "carryout", "carry out", "to go", "collection"]
  ]

  /// Verb groups: words and expressions that ask for the same kind of action. A phrase word in a
  /// group is matched by any other expression of the group at `MatchCost.paraphrase`.
  static let verbGroups: [[[String]]] = [
    // Getting something: ordering, buying, asking for.
    [
      ["order"], ["reorder"], ["get"], ["buy"], ["purchase"], ["grab"], ["fetch"], ["bring"],
      ["want"], ["have"], ["take"], ["need"], ["request"], ["send"], ["like"], ["love"],
      ["fancy"], ["crave"], ["craving"], ["gimme"], ["give"], ["in", "the", "mood", "for"],
      ["feel", "like"], ["feel", "like", "having"], ["hook", "me", "up", "with"],
      ["set", "me", "up", "with"], ["whip", "up"], ["rustle", "up"], ["send", "over"],
      ["treat", "me", "to"], ["go", "for"], ["score"], ["snag"], ["call", "in"], ["phone", "in"],
      // French and German.
      ["commander"], ["acheter"], ["prendre"], ["voudrais"], ["veux"], ["aimerais"],
      ["bestellen"], ["kaufen"], ["holen"], ["mochte"], ["hatte", "gern"],
    ],
    // Showing and finding.
    [
      ["show"], ["display"], ["view"], ["see"], ["list"], ["open"], ["find"], ["look", "at"],
      ["browse"], ["pull", "up"], ["bring", "up"], ["check"], ["read"],
    ],
    [["search"], ["find"], ["look", "up"], ["lookup"], ["look", "for"], ["locate"], ["seek"]],
    // Opening and starting.
    [["open"], ["launch"], ["start"], ["run"], ["use"], ["go", "to"]],
    [["start"], ["begin"], ["launch"], ["kick", "off"], ["resume"]],
    [["play"], ["listen", "to"], ["put", "on"], ["start"], ["resume"]],
    [["stop"], ["end"], ["finish"], ["halt"], ["quit"], ["pause"], ["cancel"]],
    // Making and changing things.
    [
      ["add"], ["create"], ["make"], ["new"], ["log"], ["record"], ["save"], ["put"],
      ["insert"], ["append"], ["enter"], ["jot", "down"], ["write"], ["note"],
    ],
    [
      ["delete"], ["remove"], ["erase"], ["clear"], ["discard"], ["trash"], ["cancel"],
      ["annuler"], ["supprimer"], ["stornieren"], ["loschen"], ["abbestellen"],
    ],
    [
      ["set"], ["change"], ["update"], ["adjust"], ["edit"], ["modify"], ["switch"],
      ["toggle"], ["turn"],
    ],
    // Talking to people.
    [["call"], ["phone"], ["dial"], ["ring"]],
    [["text"], ["message"], ["email"], ["write"], ["send"]],
    [["share"], ["send"], ["forward"]],
    // Other actions.
    [["book"], ["reserve"], ["schedule"], ["sign", "up"]],
    [["rate"], ["review"], ["score"]],
    [["track"], ["check"], ["follow"], ["monitor"], ["record"], ["log"]],
    // Asking about something: "what are the conditions on …" for "get conditions on …".
    [
      ["get"], ["show"], ["check"], ["tell", "me"], ["what", "are"], ["what", "is"],
      ["how", "are"],
    ],
    [["pay"], ["tip"]],
    [["navigate"], ["directions"], ["route"]],
    [["remind"], ["reminder"]],
    [["recommend"], ["suggest"]],
    [["refund"], ["return"], ["complain"], ["complaint"], ["report"], ["dispute"]],
    [["sell"], ["resell"], ["trade"], ["lend"], ["loan"], ["borrow"], ["donate"]],
    [
      ["install"], ["uninstall"], ["download"], ["upgrade"], ["subscribe"], ["unsubscribe"],
      ["login"], ["logout"], ["register"],
    ],
  ]

  /// Verbs that never ask for a different action by themselves: light and general verbs.
  static let neutralVerbs: Set<String> = [
    "get", "have", "take", "make", "go", "want", "need", "like", "love", "start", "open", "use",
    "voudrais", "veux", "aimerais", "prendre", "mochte", "holen",
    "put", "give", "let", "help", "see", "do", "send", "bring", "add", "include", "new", "run",
    "score", "enter", "note", "end", "turn", "set", "pick", "feel", "fancy", "look", "create",
    "pay", "gimme", "switch",
  ]

  /// Every single-word verb of the groups that asks for its own kind of action: an utterance with
  /// one of these matches only a phrase whose verb shares its group.
  static let actionVerbs: Set<String> = {
    var verbs = Set<String>()
    for group in verbGroups {
      for expression in group where expression.count == 1 {
        verbs.insert(expression[0])
      }
    }
    return verbs.subtracting(neutralVerbs).subtracting(fillers)
  }()

  /// The groups a word belongs to, by word (single-word expressions only).
  static let groupsOfWord: [String: [Int]] = {
    var result: [String: [Int]] = [:]
    for (index, group) in verbGroups.enumerated() {
      for expression in group where expression.count == 1 {
        if result[expression[0]]?.last != index { result[expression[0], default: []].append(index) }
      }
    }
    return result
  }()
}

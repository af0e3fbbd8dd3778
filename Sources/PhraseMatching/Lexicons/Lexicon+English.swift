extension Lexicon {
  /// English: the language of the apps' Swift phrases, and the lists every other locale falls
  /// back on.
  public static let english = Lexicon(
    locale: "en",
    yesAnswers: [
      "yes", "y", "yeah", "yep", "yup", "sure", "ok", "okay", "confirm", "correct", "right",
      "do it", "go ahead", "please do", "of course", "absolutely", "true", "yes please",
    ],
    yesFirstWords: ["yes", "yeah", "yep", "sure", "ok", "okay"],
    noAnswers: [
      "no", "n", "nope", "nah", "not really", "dont", "do not", "false", "negative", "no thanks",
      "no thank you",
    ],
    noFirstWords: ["no", "nope", "nah"],
    cancelWords: ["cancel", "stop", "never mind", "nevermind", "quit", "forget it"],
    dayOffsets: ["today": 0, "now": 0, "tomorrow": 1, "yesterday": -1],
    listConjunctions: ["and"],
    numberUnits: [
      "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
      "eight": 8, "nine": 9,
    ],
    numberTeens: [
      "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
      "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ],
    numberTens: [
      "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
      "eighty": 80, "ninety": 90,
    ],
    numberScales: ["thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000],
    ordinalWords: [
      "first": "one", "second": "two", "third": "three", "fourth": "four", "fifth": "five",
      "sixth": "six", "seventh": "seven", "eighth": "eight", "ninth": "nine", "tenth": "ten",
      "eleventh": "eleven", "twelfth": "twelve", "thirteenth": "thirteen",
      "fourteenth": "fourteen", "fifteenth": "fifteen", "sixteenth": "sixteen",
      "seventeenth": "seventeen", "eighteenth": "eighteen", "nineteenth": "nineteen",
      "twentieth": "twenty", "thirtieth": "thirty", "fortieth": "forty", "fiftieth": "fifty",
      "sixtieth": "sixty", "seventieth": "seventy", "eightieth": "eighty",
      "ninetieth": "ninety", "hundredth": "hundred", "thousandth": "thousand",
      "millionth": "million", "billionth": "billion",
    ],
    lastWords: ["last", "final"],
    trailingChoiceWords: ["one", "option", "choice", "item", "entry", "please"],
    choicePrefixes: ["number", "option", "choice", "item", "entry", "no"],
    choiceArticles: ["the"],
    countWords: [
      ["a", "couple", "of"]: 2, ["a", "couple"]: 2, ["couple", "of"]: 2, ["a", "pair", "of"]: 2,
      ["a", "single"]: 1,
    ],
    numberHomophones: ["won": 1, "to": 2, "too": 2, "for": 4, "fore": 4, "ate": 8],
    fillers: [
      // Wake words and discourse markers.
      "hey", "hi", "hello", "siri", "ok", "okay", "alright", "allright", "so", "um", "umm", "uh",
      "uhh", "er", "erm", "hmm", "yo", "hiya", "heya", "well", "oh", "yeah", "yes", "yep", "just",
      "now", "quickly",
      "actually", "maybe", "really", "right", "then", "also", "too", "asap", "today", "tonight",
      "away", "ahead", "there", "here", "anyway", "again", "already", "soon", "quick", "much",
      "lot",
      "very",
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
      "did", "is", "are", "be", "been", "to", "wanna", "gonna", "gotta",
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
      // Discourse fillers ("okay so like, basically …") and vague head nouns ("my favorite
      // trails *thing*", "the Read shelf *stuff*"): they say nothing the request needs.
      "basically", "literally", "honestly", "thing", "things", "stuff",
    ],
    fillerPhrases: [
      ["if", "you", "dont", "mind"], ["dont", "mind"], ["would", "you", "mind"],
      ["do", "you", "mind"], ["no", "problem"], ["no", "worries"], ["no", "rush"],
      ["be", "so", "kind", "as", "to"], ["if", "possible"], ["when", "you", "can"],
      ["when", "possible"], ["as", "soon", "as", "possible"], ["how", "about"],
      ["what", "about"],
      // Polite wrappers around a request ("I was wondering if you could …", "do you think you
      // could …", "I'd appreciate it if you could …", "could you possibly …").
      ["i", "was", "wondering", "if"], ["i", "am", "wondering", "if"], ["wondering", "if"],
      ["i", "was", "wondering", "whether"], ["wondering", "whether"],
      ["i", "wonder", "if"], ["do", "you", "think"], ["appreciate", "it", "if"], ["possibly"],
      ["be", "able", "to"],
      // Slang for "quickly" ("real quick"): "real" alone is no filler.
      ["real", "quick"], ["real", "fast"], ["super", "quick"],
      // "Like" as a discourse filler after another ("okay so like …"): alone it may be a verb.
      ["so", "like"], ["um", "like"], ["uh", "like"],
    ],
    functionWords: [
      "a", "an", "the", "some", "any", "my", "your", "our", "me", "us", "i", "we", "you", "it",
      "its", "them", "this", "that", "these", "those", "can", "could", "would", "will", "shall",
      "should", "may", "might", "must", "do", "does", "did", "is", "are", "am", "be", "to",
      "with", "w", "for", "from", "on", "in", "at", "via", "through", "thru", "by", "of", "into",
      "onto", "over", "up", "out", "using", "inside", "within", "and", "or", "plus", "please",
      "pls", "kindly", "thanks", "thank", "hey", "siri",
    ],
    questionWords: [
      "what", "whats", "how", "hows", "why", "when", "where", "wheres", "which", "who", "whos",
      "whose", "whom",
    ],
    questionOpeners: [
      "is", "are", "was", "were", "do", "does", "did", "has", "isnt", "arent", "doesnt", "hasnt",
    ],
    wakeWords: [
      "hey", "hi", "hello", "siri", "ok", "okay", "so", "um", "uh", "er", "well", "oh", "alright",
      "yo", "hiya", "heya",
    ],
    negations: [
      "not", "dont", "doesnt", "didnt", "never", "no", "cant", "cannot", "wont", "without",
      "minus", "except", "hold",
    ],
    possessives: [
      "my", "your", "our", "their", "his", "her", "its", "this", "that", "these", "those", "last",
      "previous", "recent", "latest", "current", "pending", "existing", "past",
    ],
    splitPronouns: ["it", "them", "this", "that", "these", "those", "em"],
    measureWords: [
      "bowl", "bowls", "cup", "cups", "serving", "servings", "portion", "portions", "order",
      "orders", "plate", "plates", "pint", "pints", "quart", "quarts", "box", "boxes", "bottle",
      "bottles", "can", "cans", "piece", "pieces", "slice", "slices", "pack", "packs", "item",
      "items", "helping", "helpings", "round", "rounds", "glass", "glasses", "mug", "mugs",
      "container", "containers", "tub", "tubs", "jar", "jars", "bag", "bags", "unit", "units",
      "copy", "copies", "ticket", "tickets", "set", "sets", "pair", "pairs", "people", "persons",
      "guests",
    ],
    numberCues: [
      ["make", "it"], ["make", "that"], ["make", "them"], ["quantity"], ["qty"], ["amount"],
      ["times"], ["x"], ["for"],
    ],
    timeWords: [
      "am", "pm", "oclock", "o", "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs",
      "second", "seconds", "sec", "secs", "day", "days", "week", "weeks", "today", "tonight",
      "tomorrow",
    ],
    numberTails: [
      ["of", "them"], ["of", "those"], ["of", "these"], ["of", "each"], ["of", "the"], ["times"],
      ["x"],
    ],
    notCountingBefore: [
      "to", "at", "on", "by", "until", "till", "before", "after", "around", "about", "number",
      "no", "in", "within", "apartment", "suite", "room", "floor", "unit", "street",
    ],
    verbGroups: [
      // Getting something: ordering, buying, asking for.
      VerbGroup(
        "get",
        [
          ["order"], ["reorder"], ["get"], ["buy"], ["purchase"], ["grab"], ["fetch"], ["bring"],
          ["want"], ["have"], ["take"], ["need"], ["request"], ["send"], ["like"], ["love"],
          ["fancy"], ["crave"], ["craving"], ["gimme"], ["give"], ["in", "the", "mood", "for"],
          ["feel", "like"], ["feel", "like", "having"], ["hook", "me", "up", "with"],
          ["set", "me", "up", "with"], ["whip", "up"], ["rustle", "up"], ["send", "over"],
          ["treat", "me", "to"], ["go", "for"], ["score"], ["snag"], ["call", "in"],
          ["phone", "in"],
        ]),
      // Showing and finding.
      VerbGroup(
        "show",
        [
          ["show"], ["display"], ["view"], ["see"], ["list"], ["open"], ["find"], ["look", "at"],
          ["browse"], ["pull", "up"], ["bring", "up"], ["check"], ["read"],
        ]),
      VerbGroup(
        "search",
        [["search"], ["find"], ["look", "up"], ["lookup"], ["look", "for"], ["locate"], ["seek"]]
      ),
      // Opening and starting.
      VerbGroup(
        "open",
        [
          ["open"], ["launch"], ["start"], ["run"], ["use"], ["go", "to"], ["take", "me", "to"],
          ["jump", "to"], ["switch", "to"],
        ]),
      VerbGroup("start", [["start"], ["begin"], ["launch"], ["kick", "off"]]),
      VerbGroup("play", [["play"], ["listen", "to"], ["put", "on"], ["start"]]),
      // Taking up again what was paused is no start: an app with both has another intent.
      VerbGroup("resume", [["resume"], ["continue"], ["unpause"]]),
      VerbGroup(
        "stop", [["stop"], ["end"], ["finish"], ["halt"], ["quit"], ["pause"], ["cancel"]]),
      // Making and changing things.
      VerbGroup(
        "add",
        [
          ["add"], ["create"], ["make"], ["new"], ["log"], ["record"], ["save"], ["put"],
          ["insert"], ["append"], ["enter"], ["jot", "down"], ["write"], ["note"],
        ]),
      VerbGroup(
        "delete",
        [["delete"], ["remove"], ["erase"], ["clear"], ["discard"], ["trash"], ["cancel"]]),
      VerbGroup(
        "set",
        [
          ["set"], ["change"], ["update"], ["adjust"], ["edit"], ["modify"], ["switch"],
          ["toggle"], ["turn"], ["rename"], ["relabel"], ["retitle"],
        ]),
      // Undoing a mark on something ("unfavorite", "unstar"): never what a phrase that shows or
      // opens the thing does.
      VerbGroup(
        "unmark",
        [
          ["unfavorite"], ["unfavourite"], ["unstar"], ["unpin"], ["unbookmark"], ["unmark"],
          ["unsave"], ["unlike"], ["unfollow"], ["unarchive"],
        ]),
      // Closing what is open: never what a phrase that opens or shows it does.
      VerbGroup("close", [["close"], ["exit"], ["dismiss"], ["collapse"], ["minimize"]]),
      // Marking something ("mark … as read", "flag", "star"): a change the app must offer.
      VerbGroup(
        "mark",
        [
          ["mark"], ["flag"], ["tag"], ["label"], ["star"], ["pin"], ["bookmark"], ["archive"],
        ]),
      // Copying something out of the app.
      VerbGroup(
        "export", [["print"], ["export"], ["copy"], ["duplicate"], ["sync"], ["backup"]]),
      // Talking to people.
      VerbGroup("call", [["call"], ["phone"], ["dial"], ["ring"]]),
      VerbGroup("text", [["text"], ["message"], ["email"], ["write"], ["send"]]),
      VerbGroup("share", [["share"], ["send"], ["forward"]]),
      // Other actions.
      VerbGroup("book", [["book"], ["reserve"], ["schedule"], ["sign", "up"]]),
      VerbGroup("rate", [["rate"], ["review"], ["score"]]),
      VerbGroup(
        "track", [["track"], ["check"], ["follow"], ["monitor"], ["record"], ["log"]]),
      // Asking about something: "what are the conditions on …" for "get conditions on …".
      VerbGroup(
        "ask",
        [
          ["get"], ["show"], ["check"], ["tell", "me"], ["tell", "me", "about"], ["what", "are"],
          ["what", "is"], ["how", "are"],
        ]),
      VerbGroup("pay", [["pay"], ["tip"]]),
      VerbGroup("navigate", [["navigate"], ["directions"], ["route"]]),
      VerbGroup("remind", [["remind"], ["reminder"]]),
      VerbGroup("recommend", [["recommend"], ["suggest"]]),
      VerbGroup(
        "refund",
        [["refund"], ["return"], ["complain"], ["complaint"], ["report"], ["dispute"]]),
      VerbGroup(
        "sell",
        [["sell"], ["resell"], ["trade"], ["lend"], ["loan"], ["borrow"], ["donate"]]),
      VerbGroup(
        "install",
        [
          ["install"], ["uninstall"], ["download"], ["upgrade"], ["subscribe"], ["unsubscribe"],
          ["login"], ["logout"], ["register"], ["log", "out"], ["log", "off"], ["sign", "out"],
          ["sign", "off"],
        ]),
    ],
    neutralVerbs: [
      "get", "have", "take", "make", "go", "want", "need", "like", "love", "start", "open", "use",
      "put", "give", "let", "help", "see", "do", "send", "bring", "add", "include", "new", "run",
      "score", "enter", "note", "turn", "set", "pick", "feel", "fancy", "look", "create",
      "pay", "gimme", "switch",
    ],
    appPrepositions: ["in", "from", "on", "with", "using", "via", "through"],
    clauseLinkers: [
      "because", "cause", "cuz", "coz", "since", "so", "but", "although", "though", "while",
      "after", "before",
    ],
    clauseSubjects: ["im", "ive", "were", "weve", "theyre", "hes", "shes", "youre"],
    addressWords: ["ask", "check", "tell", "using", "use", "with", "in", "on", "via"],
    stateQuestionWords: ["what", "whats", "how", "hows"],
    progressiveMarkers: [
      ["in", "the", "middle", "of"], ["halfway", "through"], ["partway", "through"],
      ["midway", "through"], ["part", "way", "through"],
    ],
    verbParticles: ["up", "on", "out", "off", "over", "down"],
    subjectAuxiliaries: ["have", "had"],
    subjectPronouns: ["i", "you", "we", "they", "he", "she"],
    objectPronouns: ["me", "us", "it", "them", "him", "her"],
    articles: ["the", "a", "an"],
    verbPrefixes: ["un", "re"],
    indefinitePronouns: [
      "everything", "something", "anything", "nothing", "everyone", "someone", "anyone",
      "whatever", "stuff",
    ],
    placePrepositions: ["on", "at", "along", "near"],
    routePrepositions: ["around", "along", "across", "through", "past", "beside", "round"],
    suitabilityWords: [
      "friendly", "suitable", "appropriate", "allowed", "permitted", "welcome",
    ])
}

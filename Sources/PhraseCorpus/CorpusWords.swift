/// The words the generator says around and instead of a phrase's own: people's words, written
/// here rather than read from the matcher's lexicon, so that the corpus measures the lexicon
/// instead of repeating it.
enum CorpusWords {
  /// Said before a request.
  static let fillerPrefixes = [
    "Hey Siri, ", "Could you ", "Please ", "Can you ", "Siri, would you ", "Hey Siri ",
    "I'd like you to ", "Could you please ",
  ]
  /// Said after a request.
  static let fillerSuffixes = [" please", ", thanks", " thank you", ", please", " for me please"]

  /// A clause before a request, ending where the request starts.
  static let asidesBefore = [
    "I've got a cold, so ", "It's pouring outside, so ", "Before I forget, ",
    "My sister is visiting this weekend, so ", "Long day at work. ", "Quick one: ",
    "I'm running late again, ",
  ]
  /// A clause after a request. One says a number, which no value may take.
  static let asidesAfter = [
    ", I've got a cold", " — we're heading up Saturday", ", it's been a long day",
    " because my sister asked me to", ", I'm running late", ". Thanks, you're the best",
    ", my phone is almost dead", ", we're meeting at 3", " since the weather looks nice",
  ]

  /// A phrase's first word → what people say instead. A synonym that begins another phrase of
  /// the same app is not used there (it asks for that phrase).
  static let verbSynonyms: [String: [String]] = [
    "order": ["get me", "I'd like", "I want"],
    "buy": ["purchase", "pick up"],
    "open": ["show", "pull up", "bring up"],
    "show": ["open", "display", "pull up"],
    "start": ["begin", "kick off"],
    "begin": ["start"],
    "get": ["check", "fetch"],
    "check": ["look at", "get"],
    "track": ["log", "record"],
    "add": ["save"],
    "pause": ["hold"],
    "find": ["search for", "look for"],
    "play": ["put on"],
    "browse": ["look through"],
    "send": ["email"],
  ]

  /// Verbs that name an action no app here does.
  static let noIntentVerbs = [
    "Delete", "Rename", "Share", "Print", "Forget", "Hide", "Archive", "Unfollow", "Refund",
    "Translate", "Borrow", "Return",
  ]

  /// Questions about a thing of the app that no intent answers; `%v` is the thing, `%a` the app.
  static let questions = [
    "How much is %v at %a?", "How much does %v cost in %a?", "Who makes the %v at %a?",
    "Why is %v so popular on %a?", "How many calories are in %v from %a?",
    "When did %a add %v?", "Is %v any good in %a?", "What's the rating of %v in %a?",
  ]
  /// Questions about the app itself.
  static let appQuestions = [
    "Who made %a?", "How old is %a?", "Why is %a so slow?", "How much does %a cost?",
    "Is %a free?", "What language is %a written in?",
  ]

  /// Talk that asks for nothing; `%a` is the app.
  static let chitChat = [
    "I love %a", "%a is my favorite app", "Thanks %a, that was great", "Tell me a joke about %a",
    "Do you like %a?", "Good morning %a", "%a rocks", "I'm so bored", "What's up Siri",
    "Tell me a joke", "How are you today?", "My friend told me about %a",
  ]

  /// Apps that are never loaded.
  static let unloadedApps = ["Pizza Planet", "Zen Garden", "Cloud Notes", "Snack Attack"]

  /// Free text for a slot that takes any words: a title or a name.
  static let titles = ["The Quiet Orchard", "Paper Lanterns", "Salt and Cedar", "A Winter Ledger"]
  static let names = ["Mara Quill", "Tobias Wren", "Ana Reyes", "Jonah Bell"]

  /// Numbers said as words, by value.
  static let numberWords = [
    2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
  ]
  /// Numbers as speech recognition hears them.
  static let homophones = [2: "to", 4: "for"]

  /// Prepositions that join a phrase to its app's name.
  static let appPrepositions: Set<String> = ["from", "in", "with", "on", "at", "to", "using"]
}

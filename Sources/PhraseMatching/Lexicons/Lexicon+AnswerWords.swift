extension Lexicon {
  /// Words said in answer to Siri, or that say nothing on their own ("yes", "no", "cancel",
  /// "1", "two", "uh huh", "want"): a saved phrase made only of them would take a reply, or
  /// almost anything, as the shortcut.
  package static let answerWords: Set<String> = [
    "yes", "yeah", "yep", "yup", "no", "nope", "nah", "cancel", "stop", "quit", "exit", "done",
    "back", "skip", "next", "help", "ok", "okay", "sure", "never", "nevermind", "mind", "right",
    "correct", "wrong", "confirm", "huh", "uh", "mm", "mhm", "hmm", "mmm", "want", "wanna", "need",
    "like", "more", "less", "none", "all", "any", "other", "else", "something", "anything",
    "nothing", "first", "second", "third", "last", "zero", "one", "two", "three", "four", "five",
    "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "twenty", "hundred", "thousand",
  ]
}

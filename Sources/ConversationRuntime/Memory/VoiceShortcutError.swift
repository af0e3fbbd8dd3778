/// Why a phrase can't be recorded with Add to Siri.
public enum VoiceShortcutError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing remembers shortcuts in this session.
  case noMemory
  /// No intent has completed yet in this session.
  case nothingToAdd
  /// The phrase has no words.
  case emptyPhrase
  /// The phrase has more words than Siri takes.
  case tooLong(words: Int, limit: Int)
  /// The phrase is longer than a saved phrase may be (`InputLimits.maxSavedPhraseBytes`):
  /// its length in characters and in UTF-8 bytes, and the cap in bytes.
  case phraseTooLong(characters: Int, bytes: Int, limit: Int)
  /// The phrase has only words Siri skips in what people say (fillers, wake words, politeness,
  /// articles), so it would match whatever else was said.
  case noContentWord(phrase: String)
  /// The phrase's words are all answers to Siri or say nothing alone ("cancel", "no", "1",
  /// "i want"), so a reply would run it.
  case answerWordsOnly(phrase: String)
  /// A saved value is longer than `InputLimits.maxSavedValueBytes`.
  case valueTooLong(parameter: String, bytes: Int, limit: Int)
  /// The store keeps `InputLimits.maxShortcutsPerStore` shortcuts already.
  case tooManyShortcuts(limit: Int)
  /// The phrase already starts an App Shortcut.
  case appShortcutPhrase(phrase: String, app: String, intent: String, appPhrase: String)
  /// The phrase is recorded already, for another shortcut.
  case recordedPhrase(phrase: String, existing: VoiceShortcut)
  /// The intent or its parameters are not the app's.
  case invalidIntent(String)
  /// The store could not save it.
  case store(String)

  public var description: String {
    switch self {
    case .noMemory:
      return
        "Nothing is remembered in this session (--store :memory: remembers only until you quit)."
    case .nothingToAdd:
      return
        "Run something first: Add to Siri saves the last intent that completed, with its values."
    case .emptyPhrase:
      return "Say the phrase to record: “:add-to-siri Soup time”."
    case .tooLong(let words, let limit):
      return "That phrase has \(words) words; a phrase has at most \(limit)."
    case .phraseTooLong(let characters, let bytes, let limit):
      let length =
        characters == bytes
        ? "\(Self.grouped(characters)) characters" : "\(Self.grouped(bytes)) bytes (UTF-8)"
      return
        "That phrase is \(length) long; a phrase has at most \(Self.grouped(limit))\(characters == bytes ? "" : " bytes"). Choose a shorter one: a phrase is said in one breath."
    case .noContentWord(let phrase):
      return
        "“\(phrase)” has only words Siri skips in what people say (wake words, politeness, articles and the like), so it would run for anything. Choose a phrase that says what it does, such as “Soup time”."
    case .answerWordsOnly(let phrase):
      return
        "“\(phrase)” is made of words said in answer to Siri (yes, no, cancel, numbers and the like), so a reply would run it. Choose a phrase that says what it does, such as “Soup time”."
    case .valueTooLong(let parameter, let bytes, let limit):
      return
        "The value of \(parameter) is \(Self.grouped(bytes)) bytes long; a saved value has at most \(Self.grouped(limit))."
    case .tooManyShortcuts(let limit):
      return
        "The store keeps \(Self.grouped(limit)) shortcuts, the most it holds. Remove one first (sirisim shortcuts remove PHRASE)."
    case .appShortcutPhrase(let phrase, let app, let intent, let appPhrase):
      return
        "“\(phrase)” is already how you start \(app)'s \(intent) (its App Shortcut phrase “\(appPhrase)”). Choose another phrase."
    case .recordedPhrase(let phrase, let existing):
      return
        "“\(phrase)” is too close to your shortcut “\(existing.invocationPhrase)” (\(existing.intent) in \(existing.app)). Choose another phrase, or rename that one."
    case .invalidIntent(let message):
      return message
    case .store(let message):
      return "The shortcut wasn't saved: \(message)"
    }
  }

  /// "40,000": a count with thousands separators, the same in every locale.
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return number < 0 ? "-" + result : result
  }
}

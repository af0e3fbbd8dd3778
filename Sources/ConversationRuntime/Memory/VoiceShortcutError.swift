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
}

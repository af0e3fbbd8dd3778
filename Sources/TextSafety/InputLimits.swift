/// The caps that keep memory and time bounded whatever a person or a file feeds SiriSim: the one
/// table of limits, enforced where the data enters.
///
/// Each cap is checked where the data comes in (a line read, a file opened, a phrase saved, a
/// value imported), and what goes past it is refused with a message that names the cap, at
/// `file:line:column` when it comes from a file. docs/limits.md ("Limits and safety") lists
/// them; a test checks the two agree.
public enum InputLimits {
  /// The longest line read from standard input or typed into the terminal UI, in UTF-8 bytes
  /// (64 KiB). The rest of a longer line is dropped with a notice.
  public static let maxLineBytes = 65_536

  /// How many lines of transcript the terminal UI keeps for display and prints when it closes.
  public static let maxTranscriptLines = 10_000

  /// The longest utterance the phrase matcher reads, in UTF-8 bytes; a longer one matches nothing.
  public static let maxUtteranceBytes = 4_096

  /// The most words an utterance may have and still match.
  public static let maxUtteranceWords = 64

  /// The most words an App Shortcut phrase or a saved phrase may have.
  public static let maxPhraseWords = 32

  /// The longest App Shortcut phrase (in a phrase file or in code), in UTF-8 bytes.
  public static let maxPhraseBytes = 4_096

  /// The longest phrase saved with Add to Siri, or imported from a legacy shortcut, in UTF-8
  /// bytes: a phrase is said in one breath.
  public static let maxSavedPhraseBytes = 512

  /// The longest value saved with a shortcut (a preset such as a delivery address), in UTF-8
  /// bytes.
  public static let maxSavedValueBytes = 4_096

  /// The most Add to Siri shortcuts one store keeps.
  public static let maxShortcutsPerStore = 1_000

  /// The most shortcuts one legacy file may hold.
  public static let maxShortcutsPerFile = 1_000

  /// The largest legacy shortcuts file `shortcuts import` and `check` read, in bytes.
  public static let maxImportFileBytes = 10_000_000

  /// The longest line of a `.siri` transcript, in UTF-8 bytes, as a line of standard input.
  public static let maxTranscriptLineBytes = 65_536

  /// The largest `.siri` transcript read, in bytes (8 MiB).
  public static let maxTranscriptFileBytes = 8_388_608

  /// The most distinct words of a catalog search (a title or an author answer).
  public static let maxCatalogQueryWords = 32

  /// The most orders an app's order history keeps (Soup Chef keeps the newest).
  public static let maxOrderHistory = 1_000

  /// The most donations a store keeps; the oldest go first.
  public static let maxDonations = 10_000

  /// The most lines the terminal UI's input history keeps between runs.
  public static let maxHistoryLines = 200

  /// The longest line the input history keeps, in characters (a paste is not worth browsing
  /// back to).
  public static let maxHistoryLineCharacters = 4_096

  /// The longest filter typed into a pick list, in characters; a longer one keeps no row.
  public static let maxFilterCharacters = 200

  /// How deep JSON (a JSON-mode reply, a String Catalog, a legacy shortcuts file) may nest.
  public static let maxJSONDepth = 32

  /// How many answers that do not fit Siri takes before it stops asking.
  public static let maxAnswerAttempts = 5

  /// The largest phrase file (`AppShortcuts.strings`, `.xcstrings`, …) read, in bytes: a
  /// larger one is refused before it is read, at start-up and in `--lint`.
  public static let maxPhraseFileBytes = 1_048_576

  /// The most command-line words (options included) a command takes: more is a usage error
  /// before anything is parsed, since parsing costs more than linear time in the words.
  public static let maxArgumentWords = 1_024

  /// The most alternatives `sirisim match --top` lists.
  public static let maxMatchAlternatives = 1_000

  /// The most of one Swift file `sirisim adopt` reads: far over any hand-written source
  /// file; a larger one (generated) is left out and named.
  public static let maxSourceFileBytes = 4_194_304

  /// One row of the table: a name a person reads, the cap, and its unit.
  public struct Limit: Sendable, Equatable {
    /// What is capped, as docs/limits.md's table says it.
    public var name: String
    /// The cap.
    public var value: Int
    /// What `value` counts: "bytes", "words", "lines", "shortcuts", "orders", "donations".
    public var unit: String
  }

  /// Every cap, in the order docs/limits.md's table lists them.
  public static let all: [Limit] = [
    Limit(name: "input line", value: maxLineBytes, unit: "bytes"),
    Limit(name: "terminal UI transcript", value: maxTranscriptLines, unit: "lines"),
    Limit(name: "utterance", value: maxUtteranceBytes, unit: "bytes"),
    Limit(name: "utterance", value: maxUtteranceWords, unit: "words"),
    Limit(name: "App Shortcut phrase", value: maxPhraseBytes, unit: "bytes"),
    Limit(name: "phrase", value: maxPhraseWords, unit: "words"),
    Limit(name: "saved phrase", value: maxSavedPhraseBytes, unit: "bytes"),
    Limit(name: "saved value", value: maxSavedValueBytes, unit: "bytes"),
    Limit(name: "shortcuts in a store", value: maxShortcutsPerStore, unit: "shortcuts"),
    Limit(name: "shortcuts in a legacy file", value: maxShortcutsPerFile, unit: "shortcuts"),
    Limit(name: "legacy shortcuts file", value: maxImportFileBytes, unit: "bytes"),
    Limit(name: "transcript line", value: maxTranscriptLineBytes, unit: "bytes"),
    Limit(name: "transcript file", value: maxTranscriptFileBytes, unit: "bytes"),
    Limit(name: "catalog search", value: maxCatalogQueryWords, unit: "words"),
    Limit(name: "order history", value: maxOrderHistory, unit: "orders"),
    Limit(name: "donations in a store", value: maxDonations, unit: "donations"),
    Limit(name: "input history", value: maxHistoryLines, unit: "lines"),
    Limit(name: "input history line", value: maxHistoryLineCharacters, unit: "characters"),
    Limit(name: "pick-list filter", value: maxFilterCharacters, unit: "characters"),
    Limit(name: "JSON nesting", value: maxJSONDepth, unit: "levels"),
    Limit(name: "answers that do not fit", value: maxAnswerAttempts, unit: "answers"),
    Limit(name: "`match --top`", value: maxMatchAlternatives, unit: "alternatives"),
    Limit(name: "phrase file", value: maxPhraseFileBytes, unit: "bytes"),
    Limit(name: "command-line words", value: maxArgumentWords, unit: "words"),
    Limit(name: "Swift file `adopt` reads", value: maxSourceFileBytes, unit: "bytes"),
  ]
}

/// The fuzz targets: each takes any bytes and drives one of SiriSim's readers with them.
///
/// A target never checks its own output for correctness beyond what the code under test
/// asserts; what it proves is that no input crashes, traps, hangs or runs out of memory. The
/// same targets run under libFuzzer (`Tests/Fuzz/run.sh`) and, on their seed corpora, in
/// `swift test`, so an input that once crashed stays fixed.
public enum FuzzTarget: String, Sendable, CaseIterable {
  /// `AppShortcuts.strings` files: the parser, value positions, and the phrases in them.
  case stringsFile = "strings-file"
  /// `AppShortcuts.xcstrings` String Catalogs: the JSON reader, value positions, the phrases in
  /// them, and the catalog written back.
  case stringCatalog = "string-catalog"
  /// Phrase templates (`"Order ${soup} from ${applicationName}"`), compiled and matched.
  case phraseTemplate = "phrase-template"
  /// Utterances ranked over the bundled apps' phrases.
  case matcher
  /// Typed answers read at every kind of prompt, and presets for `sirisim run`.
  case answers
  /// JSON mode's reply and utterance lines.
  case jsonReply = "json-reply"
  /// Terminal keys decoded and fed to the UI's state machine, rendered at any size.
  case keys
  /// `.siri` transcripts: the header, the body, the file written back, the diff.
  case transcript
  /// SiriKit-era shortcut files (`sirisim shortcuts import/check`), mapped onto the apps.
  case legacyShortcuts = "legacy-shortcuts"
  /// The store-facing commands' inputs: saved phrases and values, renames, legacy imports into
  /// a real store, and `find --where`.
  case storeCommands = "store-commands"
  /// Paths a person names: the one rule for every use of a path, and reading by it.
  case pathKinds = "path-kinds"

  /// Runs the target on one input.
  public func run(_ bytes: [UInt8]) async {
    switch self {
    case .stringsFile: StringsFileFuzzing.run(bytes)
    case .stringCatalog: StringCatalogFuzzing.run(bytes)
    case .phraseTemplate: PhraseTemplateFuzzing.run(bytes)
    case .matcher: await MatcherFuzzing.run(bytes)
    case .answers: await AnswerFuzzing.run(bytes)
    case .jsonReply: JSONReplyFuzzing.run(bytes)
    case .keys: KeyFuzzing.run(bytes)
    case .transcript: TranscriptFuzzing.run(bytes)
    case .legacyShortcuts: await LegacyShortcutFuzzing.run(bytes)
    case .storeCommands: await StoreCommandFuzzing.run(bytes)
    case .pathKinds: PathKindFuzzing.run(bytes)
    }
  }

  /// Runs the target on one input from synchronous code that may block (libFuzzer's callback
  /// thread), waiting for the asynchronous targets to finish. Never call it from a task: it
  /// blocks the thread it runs on.
  public func runBlocking(_ bytes: [UInt8]) {
    switch self {
    case .stringsFile: StringsFileFuzzing.run(bytes)
    case .stringCatalog: StringCatalogFuzzing.run(bytes)
    case .phraseTemplate: PhraseTemplateFuzzing.run(bytes)
    case .jsonReply: JSONReplyFuzzing.run(bytes)
    case .keys: KeyFuzzing.run(bytes)
    case .transcript: TranscriptFuzzing.run(bytes)
    case .pathKinds: PathKindFuzzing.run(bytes)
    case .matcher, .answers, .legacyShortcuts, .storeCommands:
      Blocking.run { await self.run(bytes) }
    }
  }

  /// The input as text, as a file or a terminal would give it: invalid UTF-8 repaired.
  static func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}

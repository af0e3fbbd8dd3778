import ArgumentParser
import ConversationRuntime
import ConversationTranscript
import Foundation
import OpenAppIntents
import SiriSimApp
import SiriStore

/// The options every conversation command shares: which apps to load and how Siri speaks.
struct AppSelection: ParsableArguments {
  @Option(
    name: .customLong("app"),
    help: ArgumentHelp(
      "Load only this app (repeat for several). Default: every app.",
      valueName: "name"),
    completion: Completions.app)
  var appNames: [String] = []

  @Option(
    help: ArgumentHelp(
      "The language of the phrases: one the apps' phrase files provide (such as fr), else an error. "
        + "Default: from LC_ALL, LC_MESSAGES or LANG, else en.",
      valueName: "locale"),
    completion: Completions.locale)
  var locale: String?

  @OptionGroup var phraseFolder: PhraseFolderOption

  @Option(
    help: ArgumentHelp(
      "Stop the clock at this time (ISO 8601); orders are numbered from it, so runs replay exactly. Default: the wall clock in conversations (stopped at the start when recording with --record), the start time in other commands.",
      valueName: "time"))
  var now: String?

  @OptionGroup var storeOption: StoreOption

  func validate() throws {
    if let locale, locale.isEmpty || !locale.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }) {
      throw ValidationError("--locale wants a language code such as en, fr or de, not “\(locale)”.")
    }
    if let locale {
      let shipped = ShippedLocales.in(phraseFolder.resources)
      guard ShippedLocales.resolve(locale, among: shipped) != nil else {
        throw ValidationError(
          "--locale: no phrases for “\(locale)”. Locales: \(shipped.joined(separator: ", ")).")
      }
    }
    if let now, Self.date(from: now) == nil {
      throw ValidationError(
        "--now wants an ISO 8601 time such as 2026-11-21T12:00:00Z, not “\(now)”.")
    }
    let registration = Registration.current
    let known = registration.appNames
    for name in appNames where !known.contains(where: { NameMatching.same($0, name) }) {
      let nearest = EditDistance.nearest(to: name, among: known)
      throw ValidationError(
        "No app named “\(name)” in \(registration.executable). "
          + (nearest.map { "Did you mean “\($0)”?" }
            ?? "Its apps: \(known.joined(separator: ", ")).")
      )
    }
  }

  /// The time a transcript's header records: `--now`, else the moment SiriSim started (whole
  /// seconds).
  var clockTime: Date {
    now.flatMap(Self.date(from:)) ?? Self.launchTime
  }

  /// The session's clock, decided here only. `--now` stops it there. A conversation (the UI,
  /// `converse`) runs on the wall clock, so turns a minute apart are a minute apart, unless it
  /// is recorded with `--record`: then it stops at ``clockTime``, the transcript's `now`, so the
  /// transcript replays exactly. Other commands take one instant, ``clockTime``. Identifiers
  /// and random numbers follow from the clock's start either way.
  func clock(conversation: Bool, recording: Bool = false) -> SessionClock {
    guard now == nil, conversation, !recording else { return .fixed(clockTime) }
    return .wall
  }

  /// When SiriSim started, to the second.
  static let launchTime = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))

  /// The header of a transcript of a session over `runtime`.
  func transcriptHeader(for runtime: ConversationRuntime, size: (columns: Int, rows: Int)? = nil)
    -> TranscriptHeader
  {
    var header = TranscriptHeader(
      apps: runtime.appNames, now: clockTime, locale: runtime.locale,
      voiceOnly: runtime.options.voiceOnly)
    // Named only when it isn't `sirisim`, which a header naming none means.
    let executable = Registration.current.executable
    if executable != TranscriptHeader.defaultExecutable { header.executable = executable }
    if let size {
      header.width = min(
        max(size.columns, TranscriptHeader.widthRange.lowerBound),
        TranscriptHeader.widthRange.upperBound)
      header.height = min(
        max(size.rows, TranscriptHeader.heightRange.lowerBound),
        TranscriptHeader.heightRange.upperBound)
    }
    return header
  }

  /// Builds a runtime over the selected apps, remembering into `store` when a command opened it
  /// already (else the `--store` option's, or nothing when that can't be opened; for a command
  /// that is `readingOnly`, a store that doesn't exist yet is not made). Problems in phrase
  /// files are reported on standard error unless `quiet`; the rest is used. `voiceOnly` comes
  /// from ``VoiceOnlyOption``, which only the conversation commands take. `clock` is the
  /// session's (``clock(conversation:recording:)``); by default a command's single instant.
  /// A command that reads only what was stored before it (`match`: recorded phrases, the apps'
  /// data), never what the apps index as they launch (as `spotlight` does), says
  /// `readingStoredOnly`: with nothing stored it runs without a store, which reads the same.
  func makeRuntime(
    quiet: Bool = false, store: SiriStore? = nil, readingOnly: Bool = false,
    readingStoredOnly: Bool = false, voiceOnly: Bool = false, clock: SessionClock? = nil
  ) async -> ConversationRuntime {
    let environment = IntentEnvironment.seeded(clock: clock ?? self.clock(conversation: false))
    let memory: SiriStore?
    if let store {
      memory = store
    } else if readingStoredOnly, storeOption.holdsNothing {
      // Opening an empty store, making its tables and indexing every app's launch into it
      // would be a seventh of `sirisim match`'s start, for nothing it reads.
      memory = nil
    } else {
      memory = readingOnly ? storeOption.openForReadingOrForget() : storeOption.openOrForget()
    }
    // The phrase files are read while the apps are made: on two cores that is the time the
    // smaller of the two takes off a start (`sirisim match`'s, wall clock).
    async let reading = phraseFolder.resources
    let apps = Registration.current.manifests(environment: environment, memory: memory).filter {
      app in
      appNames.isEmpty || appNames.contains { NameMatching.same(app.displayName, $0) }
    }
    let phrases = await reading
    // --locale names a shipped locale (validate() checked it); the default may name any.
    let chosen = locale.flatMap { ShippedLocales.resolve($0, among: ShippedLocales.in(phrases)) }
    let runtime = await ConversationRuntime(
      apps: apps,
      options: ConversationRuntime.Options(voiceOnly: voiceOnly, environment: environment),
      phrases: phrases,
      locale: chosen ?? (locale ?? PhraseResources.defaultLocale()).lowercased(),
      memory: memory)
    if !quiet {
      for diagnostic in runtime.diagnostics {
        Console.error("\(diagnostic)")
      }
    }
    return runtime
  }

  static func date(from text: String) -> Date? {
    TranscriptHeader.date(from: text)
  }
}

import ArgumentParser
import BookLibrary
import ConversationRuntime
import ConversationTranscript
import Foundation
import OpenAppIntents
import SiriSimApp
import SiriStore
import SoupChef
import Trails

/// The options every conversation command shares: which apps to load and how Siri speaks.
struct AppSelection: ParsableArguments {
  @Option(
    name: .customLong("app"),
    help: ArgumentHelp(
      "Load only this app (repeat for several). Default: every bundled app.",
      valueName: "name"),
    completion: Completions.app)
  var appNames: [String] = []

  @Flag(help: "Voice-only mode: Siri speaks the full dialog and shows no snippets.")
  var voiceOnly = false

  @Option(
    help: ArgumentHelp(
      "The language of the phrases: one the phrase files provide (en, fr, de), else an error. "
        + "Default: from LC_ALL, LC_MESSAGES or LANG, else en.",
      valueName: "locale"),
    completion: Completions.locale)
  var locale: String?

  @Option(
    help: ArgumentHelp(
      "The folder of phrase files (<App>/AppShortcuts.xcstrings, <App>/<locale>.lproj/AppShortcuts.strings). Default: ./Phrases, else the package's.",
      valueName: "folder"),
    completion: .directory)
  var phrases: String?

  @Option(
    help: ArgumentHelp(
      "The clock's time (ISO 8601), stopped; orders are numbered from it, so runs replay exactly. Default: when SiriSim starts.",
      valueName: "time"))
  var now: String?

  @OptionGroup var storeOption: StoreOption

  /// The bundled apps, by name, each fresh.
  static func bundledApps(environment: IntentEnvironment) -> [AppManifest] {
    bundledApps(environment: environment, memory: nil)
  }

  /// The bundled apps, by name, each keeping its data in `memory` (else in memory only).
  static func bundledApps(environment: IntentEnvironment, memory: (any SiriMemory)?)
    -> [AppManifest]
  {
    let types: [any SimulatedApp.Type] = [SoupChefApp.self, TrailsApp.self, BookLibraryApp.self]
    let names = [SoupChefApp.displayName, TrailsApp.displayName, BookLibraryApp.displayName]
    return zip(types, names).map { type, name in
      type.makeManifest(
        environment: environment, appData: memory?.appData(for: name) ?? .inMemory())
    }
  }

  func validate() throws {
    if let phrases, !FileManager.default.fileExists(atPath: phrases) {
      throw ValidationError("--phrases: no folder at “\(phrases)”.")
    }
    if let locale, locale.isEmpty || !locale.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }) {
      throw ValidationError("--locale wants a language code such as en, fr or de, not “\(locale)”.")
    }
    if let locale {
      let shipped = ShippedLocales.in(PhraseResources.load(from: phrasesDirectory))
      guard ShippedLocales.resolve(locale, among: shipped) != nil else {
        throw ValidationError(
          "--locale: no phrases for “\(locale)”. Locales: \(shipped.joined(separator: ", ")).")
      }
    }
    if let now, Self.date(from: now) == nil {
      throw ValidationError(
        "--now wants an ISO 8601 time such as 2026-11-21T12:00:00Z, not “\(now)”.")
    }
    let known = Self.bundledApps(environment: .live).map(\.displayName)
    for name in appNames where !known.contains(where: { NameMatching.same($0, name) }) {
      throw ValidationError(
        "No app named “\(name)”. Bundled apps: \(known.joined(separator: ", ")).")
    }
  }

  /// The clock's time: `--now`, else the moment SiriSim started (whole seconds). The clock
  /// stands still there and identifiers follow from it, so every session can be recorded and
  /// replayed exactly.
  var clockTime: Date {
    now.flatMap(Self.date(from:)) ?? Self.launchTime
  }

  var environment: IntentEnvironment {
    .fixed(now: clockTime)
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
  /// already (else the `--store` option's, or nothing when that can't be opened). Problems in
  /// phrase files are reported on standard error unless `quiet`; the rest is used.
  func makeRuntime(quiet: Bool = false, store: SiriStore? = nil) async -> ConversationRuntime {
    let environment = self.environment
    let memory = store ?? storeOption.openOrForget()
    let apps = Self.bundledApps(environment: environment, memory: memory).filter { app in
      appNames.isEmpty || appNames.contains { NameMatching.same(app.displayName, $0) }
    }
    let phrases = PhraseResources.load(from: phrasesDirectory)
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

  /// The phrase folder: the option, else ./Phrases, else the one beside the package's sources.
  var phrasesDirectory: URL {
    Self.phrasesDirectory(option: phrases)
  }

  /// The phrase folder for a `--phrases` value (nil: the default).
  static func phrasesDirectory(option phrases: String?) -> URL {
    if let phrases { return URL(fileURLWithPath: phrases) }
    let local = URL(fileURLWithPath: "Phrases")
    if FileManager.default.fileExists(atPath: local.path) { return local }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Phrases")
  }

  static func date(from text: String) -> Date? {
    TranscriptHeader.date(from: text)
  }
}

import ConversationRuntime
import OpenAppIntents
import SiriSimApp

extension TranscriptFile {
  /// A fresh runtime with the header's settings: its apps, its clock (stopped, with the
  /// identifiers and random numbers that follow from it), its locale and mode.
  ///
  /// - Parameters:
  ///   - apps: The apps that can be loaded, made for an environment; the header picks among
  ///     them by display name.
  ///   - phrases: The phrase files.
  ///   - memory: What Siri remembers during the replay: a new, empty store, so that
  ///     donations, suggestions and `:add-to-siri` replay the same every time.
  ///   - executable: The executable replaying it, which the error names when an app is missing.
  /// - Throws: ``TranscriptError`` pointing at the header's `apps` or `locale` when it names
  ///   an app or a language there is none of.
  package func makeRuntime(
    apps: (IntentEnvironment) -> [AppManifest], phrases: PhraseResources,
    memory: (any SiriMemory)? = nil, executable: String = TranscriptHeader.defaultExecutable
  ) async throws(TranscriptError) -> ConversationRuntime {
    let environment = IntentEnvironment.fixed(now: header.now)
    let available = apps(environment)
    var chosen: [AppManifest] = []
    for (index, name) in header.apps.enumerated() {
      guard let app = available.first(where: { NameMatching.same($0.displayName, name) }) else {
        throw error(
          at: "apps.\(index)",
          missingApp(name, available: available.map(\.displayName), in: executable))
      }
      chosen.append(app)
    }
    let shipped = ShippedLocales.in(phrases)
    guard let locale = ShippedLocales.resolve(header.locale, among: shipped) else {
      throw error(
        at: "locale",
        "no phrases for “\(header.locale)”; locales: \(shipped.joined(separator: ", ")).")
    }
    return await ConversationRuntime(
      apps: chosen,
      // Suggestions read hours in UTC, as the header's time is written, on every machine.
      options: ConversationRuntime.Options(
        voiceOnly: header.voiceOnly, environment: environment, timeZone: .gmt),
      phrases: phrases, locale: locale, memory: memory)
  }

  /// Why an app the header names can't be loaded, and which executable would load it.
  func missingApp(_ name: String, available: [String], in executable: String) -> String {
    let apps = available.isEmpty ? "none" : available.joined(separator: ", ")
    let hint =
      if let recordedWith = header.executable, recordedWith != executable {
        "it was recorded with \(recordedWith): run `\(recordedWith) replay` on it"
      } else {
        "check the name, or run the executable whose SiriSim.main(apps:) registers the app"
      }
    return "needs the app “\(name)”, which \(executable) doesn't have (its apps: \(apps)); \(hint)."
  }
}

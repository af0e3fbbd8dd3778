import ArgumentParser
import ConversationRuntime
import Foundation
import OpenAppIntents
import SoupChef

/// The options every conversation command shares: which apps to load and how Siri speaks.
struct AppSelection: ParsableArguments {
  @Option(
    name: .customLong("app"),
    help: ArgumentHelp("Load only this app (repeat for several). Default: every bundled app.",
      valueName: "name"))
  var appNames: [String] = []

  @Flag(help: "Voice-only mode: Siri speaks the full dialog and shows no snippets.")
  var voiceOnly = false

  @Option(
    help: ArgumentHelp(
      "Stop the clock at this time (ISO 8601) and number orders from a fixed seed, so runs replay exactly.",
      valueName: "time"))
  var now: String?

  /// The bundled apps, by name.
  static func bundledApps(environment: IntentEnvironment) -> [AppManifest] {
    [SoupChefApp.manifest(environment: environment)]
  }

  func validate() throws {
    if let now, Self.date(from: now) == nil {
      throw ValidationError("--now wants an ISO 8601 time such as 2026-11-21T12:00:00Z, not “\(now)”.")
    }
    let known = Self.bundledApps(environment: .live).map(\.displayName)
    for name in appNames where !known.contains(where: { Self.sameName($0, name) }) {
      throw ValidationError(
        "No app named “\(name)”. Bundled apps: \(known.joined(separator: ", ")).")
    }
  }

  var environment: IntentEnvironment {
    guard let now, let date = Self.date(from: now) else { return .live }
    return .fixed(now: date)
  }

  /// Builds a runtime over the selected apps.
  func makeRuntime() async -> ConversationRuntime {
    let environment = self.environment
    let apps = Self.bundledApps(environment: environment).filter { app in
      appNames.isEmpty || appNames.contains { Self.sameName(app.displayName, $0) }
    }
    return await ConversationRuntime(
      apps: apps,
      options: ConversationRuntime.Options(voiceOnly: voiceOnly, environment: environment))
  }

  static func sameName(_ a: String, _ b: String) -> Bool {
    a.lowercased().filter(\.isLetter) == b.lowercased().filter(\.isLetter)
  }

  static func date(from text: String) -> Date? {
    ISO8601DateFormatter().date(from: text)
  }
}

/// An app SiriSim can load by its type, such as `SoupChefApp.self` in
/// `Conversation(apps: [SoupChefApp.self])`.
///
/// SiriSim-only: on a device the system finds an app's intents and App Shortcuts in its binary.
public protocol SimulatedApp {
  /// The app as Siri sees it, with fresh state whose clock, identifiers and random numbers
  /// come from `environment`.
  static func makeManifest(environment: IntentEnvironment) -> AppManifest
}

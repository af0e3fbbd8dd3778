import OpenAppIntents

/// An app SiriSim can load by its type, such as `SoupChefApp.self` in
/// `Conversation(apps: [SoupChefApp.self])`.
///
/// SiriSim-only: on a device the system finds an app's intents and App Shortcuts in its binary.
public protocol SimulatedApp {
  /// The app as Siri sees it, with fresh state whose clock, identifiers and random numbers
  /// come from `environment`.
  static func makeManifest(environment: IntentEnvironment) -> AppManifest

  /// The app as Siri sees it, keeping what it remembers (an order history, a library) in
  /// `appData`, so that it is there on the next run. Apps that keep nothing need not implement
  /// it: by default it is ``makeManifest(environment:)``.
  static func makeManifest(environment: IntentEnvironment, appData: AppDataStore) -> AppManifest
}

extension SimulatedApp {
  public static func makeManifest(environment: IntentEnvironment, appData: AppDataStore)
    -> AppManifest
  {
    makeManifest(environment: environment)
  }
}

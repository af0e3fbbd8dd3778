import OpenAppIntents

extension BookLibraryApp: SimulatedApp {
  public static func makeManifest(environment: IntentEnvironment) -> AppManifest {
    manifest(environment: environment)
  }
}

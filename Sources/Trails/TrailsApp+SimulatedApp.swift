import OpenAppIntents

extension TrailsApp: SimulatedApp {
  public static func makeManifest(environment: IntentEnvironment) -> AppManifest {
    manifest(environment: environment)
  }
}

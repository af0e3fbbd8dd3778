import OpenAppIntents

extension SoupChefApp: SimulatedApp {
  public static func makeManifest(environment: IntentEnvironment) -> AppManifest {
    manifest(environment: environment)
  }
}

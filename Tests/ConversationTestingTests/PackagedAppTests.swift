import ConversationRuntime
import ConversationTesting
import OpenAppIntents
import SiriSimApp
import Testing

/// An intent no App Shortcut runs, kept in a package the app includes.
struct WaterPlantsIntent: AppIntent {
  static let title: LocalizedStringResource = "Water the Plants"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "The plants are watered.")
  }
}

struct GreetIntent: AppIntent {
  static let title: LocalizedStringResource = "Greet"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Hello.")
  }
}

struct GardenShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: GreetIntent(), phrases: ["Say hello to \(.applicationName)"])
  }
}

/// The framework's package, as Apple's API declares it; its contents, as SiriSim reads them.
struct GardenKitPackage: AppIntentsPackage {
  static var includedPackages: [any AppIntentsPackage.Type] { [GardenAppPackage.self] }
}

extension GardenKitPackage: SimulatedPackage {
  static var intents: [any AppIntent.Type] { [WaterPlantsIntent.self] }
}

/// Includes the kit, which includes it back: each package is read once.
struct GardenAppPackage: AppIntentsPackage {
  static var includedPackages: [any AppIntentsPackage.Type] { [GardenKitPackage.self] }
}

/// An app that is an `AppIntentsPackage`, including the kit's package.
enum GardenApp: SimulatedApp, AppIntentsPackage {
  static let displayName = "Garden"
  static var shortcutsProvider: any AppShortcutsProvider.Type { GardenShortcuts.self }
  static var includedPackages: [any AppIntentsPackage.Type] { [GardenAppPackage.self] }
}

/// The same app without the package.
enum BareGardenApp: SimulatedApp {
  static let displayName = "Garden"
  static var shortcutsProvider: any AppShortcutsProvider.Type { GardenShortcuts.self }
}

/// `AppIntentsPackage.includedPackages`: an app's intents in the packages it includes.
@Suite struct PackagedAppTests {
  @Test func anIntentInAnIncludedPackageRunsByName() async throws {
    let c = try await Conversation(apps: [GardenApp.self])

    try await c.run("WaterPlantsIntent")

    #expect(c.lastDialog == "The plants are watered.")
  }

  @Test func theManifestListsEachPackagesIntentsOnce() {
    let manifest = GardenApp.makeManifest(environment: .live)

    #expect(manifest.intents.map { String(describing: $0) } == ["WaterPlantsIntent"])
  }

  @Test func withoutThePackageTheIntentIsUnknown() async throws {
    let c = try await Conversation(apps: [BareGardenApp.self])

    try await c.run("WaterPlantsIntent")

    #expect(
      c.outcome
        != .completed(
          IntentCompletion(
            app: "Garden", intent: "WaterPlantsIntent", dialog: "The plants are watered.",
            value: nil)))
    #expect(!c.dialogs.contains("The plants are watered."))
  }
}

import ConversationTesting
import OpenAppIntents
import SiriSimApp
import Testing

/// Made by the closure an app gives `AppDependencyManager.shared.add { … }` at launch.
final class Thermometer: Sendable {
  let reading: Int
  init(reading: Int) { self.reading = reading }
}

struct ReadTemperatureIntent: AppIntent {
  static let title: LocalizedStringResource = "Read the Temperature"

  @Dependency var thermometer: Thermometer

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "It is \(thermometer.reading) degrees.")
  }
}

struct ThermometerShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: ReadTemperatureIntent(), phrases: ["Read the temperature in \(.applicationName)"])
  }
}

/// Registers its dependency as an iOS app does, with no manifest of its own.
enum ThermometerApp: SimulatedApp {
  static let displayName = "Thermometer"
  static var shortcutsProvider: any AppShortcutsProvider.Type { ThermometerShortcuts.self }
}

@Suite struct SharedDependencyTests {
  @Test func anIntentReadsADependencyTheAppAddedAsAClosure() async throws {
    AppDependencyManager.shared.add { Thermometer(reading: 21) }
    let c = try await Conversation(apps: [ThermometerApp.self])

    try await c.say("Read the temperature in Thermometer")

    #expect(c.lastDialog == "It is 21 degrees.")
  }
}

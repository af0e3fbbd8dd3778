import ConversationRuntime
import ConversationTestSupport
import Foundation
import Locking
import OpenAppIntents
import SiriSimApp

// A small app written against OpenAppIntents, for the runtime behaviours Soup Chef does not
// use: value requests, needs…Errors, action confirmations, chained intents, opening the app,
// thrown errors and apps whose phrases collide.

/// Which intents ran `perform()`, in order.
final class PerformLog: Sendable {
  private let entries = Locked<[String]>([])

  func record(_ entry: String) { entries.withLock { $0.append(entry) } }

  var all: [String] { entries.withLock { $0 } }
}

struct CountCupsIntent: AppIntent {
  static let title: LocalizedStringResource = "Count Cups"

  @Parameter(title: "Cups", inclusiveRange: (lowerBound: 1, upperBound: 50))
  var cups: Int?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let cups = try await $cups.requestValue("How many cups?")
    return .result(dialog: "You chose \(cups) cups.")
  }
}

struct ExtraHotIntent: AppIntent {
  static let title: LocalizedStringResource = "Extra Hot"

  @Parameter(title: "Extra Hot")
  var extraHot: Bool?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let hot = try await $extraHot.requestValue()
    return .result(dialog: hot ? "Extra hot it is." : "Regular heat it is.")
  }
}

struct PickSizeIntent: AppIntent {
  static let title: LocalizedStringResource = "Pick Size"

  @Parameter(title: "Size")
  var size: String?

  @Dependency private var log: PerformLog

  func perform() async throws -> some IntentResult & ProvidesDialog {
    log.record("PickSize")
    guard let size else {
      throw $size.needsDisambiguationError(among: ["Small", "Large"], dialog: "Which size?")
    }
    return .result(dialog: "Size \(size).")
  }
}

struct SendTipIntent: AppIntent {
  static let title: LocalizedStringResource = "Send Tip"

  @Parameter(title: "Tip")
  var tip: Int?

  @Dependency private var log: PerformLog

  func perform() async throws -> some IntentResult & ProvidesDialog {
    log.record("SendTip")
    guard let tip else {
      throw $tip.needsConfirmationError(for: 5, dialog: "Send a tip of 5 dollars?")
    }
    return .result(dialog: "Sent a tip of \(tip) dollars.")
  }
}

struct BuyLampIntent: AppIntent {
  static let title: LocalizedStringResource = "Buy Lamp"

  @Dependency private var log: PerformLog

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(actionName: .buy, dialog: "Buy the brass lamp for 40 dollars?")
    log.record("Bought")
    return .result(dialog: "Your brass lamp is on its way.")
  }
}

struct PreviewLampIntent: AppIntent {
  static let title: LocalizedStringResource = "Preview Lamp"

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    try await requestConfirmation(
      actionName: .buy,
      dialog: IntentDialog(full: "Buy the brass lamp for 40 dollars?", supporting: "Buy it?")
    ) {
      Text("Brass Lamp")
    }
    return .result(
      dialog: IntentDialog(
        full: "The brass lamp is yours and ships tomorrow.", supporting: "It's yours."),
      view: Text("Brass Lamp · Ships tomorrow"))
  }
}

struct StartTourIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Tour"

  func perform() async throws -> some IntentResult & ProvidesDialog & OpensIntent {
    let next = ShowLampIntent()
    next.lamp = "Brass Lamp"
    return .result(opensIntent: next, dialog: "Starting the tour.")
  }
}

struct ShowLampIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Lamp"

  @Parameter(title: "Lamp")
  var lamp: String?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Here is the \(lamp ?? "lamp").")
  }
}

struct OpenShopIntent: AppIntent {
  static let title: LocalizedStringResource = "Open Shop"
  static let openAppWhenRun = true

  func perform() async throws -> some IntentResult {
    .result()
  }
}

struct QuietIntent: AppIntent {
  static let title: LocalizedStringResource = "Quiet"

  func perform() async throws -> some IntentResult {
    .result()
  }
}

enum LampError: Error, CustomLocalizedStringResourceConvertible {
  case soldOut

  var localizedStringResource: LocalizedStringResource {
    "The brass lamp is sold out."
  }
}

struct SoldOutIntent: AppIntent {
  static let title: LocalizedStringResource = "Sold Out"

  func perform() async throws -> IntentResultContainer<Never, Never> {
    throw LampError.soldOut
  }
}

struct WiringFault: Error {}

struct BrokenIntent: AppIntent {
  static let title: LocalizedStringResource = "Broken"

  func perform() async throws -> IntentResultContainer<Never, Never> {
    throw WiringFault()
  }
}

struct LampShopShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenShopIntent(), phrases: ["Open \(.applicationName)"], shortTitle: "Open Shop")
    AppShortcut(intent: BuyLampIntent(), phrases: ["Buy a lamp from \(.applicationName)"])
    AppShortcut(intent: StartTourIntent(), phrases: ["Start a tour of \(.applicationName)"])
  }
}

/// Runtimes with the lamp app.
enum LampShopFixture {
  static let intents: [any AppIntent.Type] = [
    CountCupsIntent.self, ExtraHotIntent.self, PickSizeIntent.self, SendTipIntent.self,
    BuyLampIntent.self, PreviewLampIntent.self, StartTourIntent.self, ShowLampIntent.self,
    OpenShopIntent.self, QuietIntent.self, SoldOutIntent.self, BrokenIntent.self,
  ]

  static func manifest(
    name: String = "Lamp Shop", alternativeNames: [String] = [], screen: String = "Lamp Catalog",
    log: PerformLog = PerformLog()
  ) -> AppManifest {
    var manifest = AppManifest(
      displayName: name, alternativeNames: alternativeNames,
      shortcutsProvider: LampShopShortcuts.self, intents: intents, currentScreen: { screen })
    manifest.add(dependency: log)
    return manifest
  }

  static func runtime(log: PerformLog = PerformLog(), voiceOnly: Bool = false) async
    -> ConversationRuntime
  {
    await ConversationRuntime(
      apps: [manifest(log: log)],
      options: ConversationRuntime.Options(
        voiceOnly: voiceOnly, environment: TestClock.environment))
  }
}

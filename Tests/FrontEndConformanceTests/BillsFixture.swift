import ConversationRuntime
import ConversationTestSupport
import Foundation
import OpenAppIntents
import SiriSimApp

// "Bills": a small app for App Intents values the bundled apps don't use — payment methods the
// app offers through an options provider, and an intent whose universal link is built from its
// parameters (`URLRepresentableIntent`).

/// The payment methods the app has on file.
struct BillsPaymentMethods: DynamicOptionsProvider {
  static let visa = IntentPaymentMethod(type: .credit, name: "Visa", identificationHint: "4242")
  static let checking = IntentPaymentMethod(type: .checking)

  func results() async throws -> [IntentPaymentMethod] { [Self.visa, Self.checking] }
}

/// Pays the bill with a payment method picked from the app's.
struct PayBillIntent: AppIntent {
  static let title: LocalizedStringResource = "Pay the Bill"

  @Parameter(title: "Payment Method", optionsProvider: BillsPaymentMethods())
  var method: IntentPaymentMethod

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Paid with \(method.displayRepresentation.title.defaultValue).")
  }
}

/// Opens a help page through its universal link; it needs no `perform()`.
struct OpenHelpIntent: URLRepresentableIntent {
  static let title: LocalizedStringResource = "Open Help"
  static let urlRepresentation: URLRepresentation = "https://example.com/help/\(\.$topic)"

  @Parameter(title: "Topic")
  var topic: String
}

/// A section of the help, each with its own link.
enum HelpSection: String, AppEnum, URLRepresentableEnum {
  case billing
  case lateFees = "late-fees"

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Help Section"
  static let caseDisplayRepresentations: [HelpSection: DisplayRepresentation] = [
    .billing: "Billing", .lateFees: "Late Fees",
  ]
  static let urlRepresentation = URLRepresentation("https://example.com/sections/\(.rawValue)")
}

/// Opens a help section on its link: an open intent whose target is a `URLRepresentableEnum`.
struct OpenHelpSectionIntent: OpenIntent, URLRepresentableIntent {
  static let title: LocalizedStringResource = "Open Help Section"

  @Parameter(title: "Section")
  var target: HelpSection
}

struct BillsShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: PayBillIntent(), phrases: ["Pay my bill in \(.applicationName)"],
      shortTitle: "Pay", systemImageName: "creditcard")
    AppShortcut(
      intent: OpenHelpIntent(), phrases: ["Open help in \(.applicationName)"],
      shortTitle: "Help", systemImageName: "questionmark.circle")
    AppShortcut(
      intent: OpenHelpSectionIntent(), phrases: ["Open a help section in \(.applicationName)"],
      shortTitle: "Help Section", systemImageName: "book")
  }
}

enum BillsFixture {
  static func runtime() async -> ConversationRuntime {
    await ConversationRuntime(
      apps: [
        AppManifest(
          displayName: "Bills", shortcutsProvider: BillsShortcuts.self,
          intents: [PayBillIntent.self, OpenHelpIntent.self, OpenHelpSectionIntent.self])
      ],
      options: ConversationRuntime.Options(environment: TestClock.environment))
  }
}

@_spi(SiriSim) import ConversationRuntime
import Foundation
@_spi(SiriSim) import OpenAppIntents
import SiriSimApp
import SoupChef
import Testing

/// A bakery whose phrases break every rule Xcode enforces.
private enum BreadFlavor: String, AppEnum {
  case plain, seeded
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
  static let caseDisplayRepresentations: [BreadFlavor: DisplayRepresentation] = [
    .plain: "plain", .seeded: "seeded",
  ]
}

private struct BakeBread: AppIntent {
  static let title: LocalizedStringResource = "Bake Bread"
  @Parameter var flavor: BreadFlavor
  @Parameter var shape: BreadFlavor?
  @Parameter var loaves: Int
  func perform() async throws -> some IntentResult { .result() }
}

private struct OrderCake: AppIntent {
  static let title: LocalizedStringResource = "Order Cake"
  func perform() async throws -> some IntentResult { .result() }
}

private struct BrokenBakeryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: BakeBread(),
      phrases: [
        "Bake bread",
        "Bake \(\.$loaves) loaves in \(.applicationName)",
        "Bake \(\.$flavor) \(\.$shape) bread in \(.applicationName)",
        "Start \(.applicationName)",
      ])
    for _ in 0..<10 {
      AppShortcut(intent: OrderCake(), phrases: ["Start \(.applicationName)"])
    }
  }
}

private func bakery() -> AppManifest {
  AppManifest(
    displayName: "Broken Bakery", shortcutsProvider: BrokenBakeryShortcuts.self,
    intents: [BakeBread.self, OrderCake.self])
}

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Fixtures")

@Suite struct PhraseLintTests {
  @Test func bundledSoupChefPassesLint() async {
    let runtime = await ConversationRuntime(
      apps: [SoupChefApp.manifest()], phrases: .load(from: fixtures.appendingPathComponent("none")))
    #expect(await runtime.lint().isEmpty)
  }

  @Test func brokenProviderFailsWithXcodesWording() async {
    let runtime = await ConversationRuntime(apps: [bakery()])
    let messages = await runtime.lint().map(\.description)
    #expect(
      messages.contains {
        $0.contains(
          "error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. (“Bake bread”)"
        )
      })
    #expect(
      messages.contains {
        $0.contains(
          "error: Multiple parameters detected in phrase. A single phrase can only use a single parameter."
        )
      })
    #expect(
      messages.contains {
        $0.contains(
          "error: Invalid parameter type. AppEntity and AppEnum are the only allowed types for loaves."
        )
      })
    #expect(
      messages.contains {
        $0.contains("Broken Bakery declares 11 App Shortcuts; an app can have at most 10.")
      })
    #expect(
      messages.contains {
        $0.contains("Phrase “Start Broken Bakery” of Broken Bakery › OrderCake")
          && $0.contains("Broken Bakery › BakeBread")
      })
    #expect(messages.allSatisfy { $0.contains("PhraseLintTests.swift:") })
  }

  @Test func brokenStringsFilesNameFileLineAndColumn() async throws {
    let directory = fixtures.appendingPathComponent("BrokenPhrases")
    let runtime = await ConversationRuntime(
      apps: [SoupChefApp.manifest()], phrases: .load(from: directory))
    let messages = await runtime.lint().map(\.description)
    let en = directory.appendingPathComponent("Soup Chef/en.lproj/AppShortcuts.strings").path
    let fr = directory.appendingPathComponent("Soup Chef/fr.lproj/AppShortcuts.strings").path
    let de = directory.appendingPathComponent("Soup Chef/de.lproj/AppShortcuts.strings").path
    #expect(
      messages.contains(
        "\(en):3:80: error: Malformed AppShortcuts.strings file: expected ';' after the value, found the end of the file."
      ))
    #expect(
      messages.contains(
        "\(fr):1:30: error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. (“Commander une soupe”)"
      ))
    #expect(
      messages.contains(
        "\(fr):2:1: warning: This phrase is not used in any App Shortcut or as a Negative Phrase"))
    // Each problem points at its place in the value: ${quantity} is the second parameter.
    #expect(messages.contains { $0.hasPrefix("\(de):1:75: error: Multiple parameters detected") })
    #expect(
      messages.contains {
        $0.hasPrefix(
          "\(de):1:75: error: Invalid parameter type. AppEntity and AppEnum are the only allowed types for quantity."
        )
      })
    #expect(
      messages.contains {
        $0.hasPrefix(
          "\(de):2:35: error: Malformed AppShortcuts.strings file: in the value: Unterminated \"${\""
        )
      })
  }

  @Test func aMalformedFileIsReportedAndTheRestStillWorks() async {
    let directory = fixtures.appendingPathComponent("BrokenPhrases")
    let runtime = await ConversationRuntime(
      apps: [SoupChefApp.manifest()], phrases: .load(from: directory), locale: "en")
    #expect(runtime.diagnostics.count == 1)
    #expect(runtime.diagnostics.first?.severity == .error)
    let best = await runtime.interpret("Order tomato soup from Soup Chef").first
    #expect(best?.parameters["soup"] == .entity(id: "tomatoSoup", title: "Tomato Soup"))
  }

  @Test func frenchPhrasesReplaceEnglishOnesInFrench() async {
    let runtime = await ConversationRuntime(
      apps: [SoupChefApp.manifest()], phrases: .load(from: bundledPhrases), locale: "fr")
    let french = await runtime.interpret("Commander tomato soup chez Soup Chef").first
    #expect(french?.phrase == "Commander ${soup} chez ${applicationName}")
    #expect(french?.parameters["soup"] == .entity(id: "tomatoSoup", title: "Tomato Soup"))
    let listing = await runtime.phraseListing()
    #expect(
      listing.first?.shortcuts.first?.phrases == [
        "Commander sur ${applicationName}", "Commander ${soup} chez ${applicationName}",
      ])
  }

  @Test func germanPhrasesMatchInGerman() async {
    let runtime = await ConversationRuntime(
      apps: [SoupChefApp.manifest()], phrases: .load(from: bundledPhrases), locale: "de")
    let german = await runtime.interpret("Tomato Soup bei Soup Kitchen bestellen").first
    #expect(german?.phrase == "${soup} bei ${applicationName} bestellen")
  }

  @Test func alternativeNamesComeFromTheFileToo() async throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-\(UUID().uuidString)")
    let app = root.appendingPathComponent("Soup Chef")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data(#""Broth Boss" = "broth boss";"#.utf8)
      .write(to: app.appendingPathComponent("AlternativeAppNames.strings"))
    let runtime = await ConversationRuntime(
      apps: [SoupChefApp.manifest()], phrases: .load(from: root))
    let best = await runtime.interpret("Order tomato soup from Broth Boss").first
    #expect(best?.app == "Soup Chef")
    let listing = await runtime.phraseListing()
    #expect(listing.first?.alternativeNames == ["SoupChef", "Soup Kitchen", "Broth Boss"])
  }

  @Test func localeComesFromTheEnvironment() {
    #expect(PhraseResources.defaultLocale(environment: ["LANG": "fr_FR.UTF-8"]) == "fr")
    #expect(
      PhraseResources.defaultLocale(environment: ["LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR"]) == "de"
    )
    #expect(PhraseResources.defaultLocale(environment: ["LANG": "C.UTF-8"]) == "en")
    #expect(PhraseResources.defaultLocale(environment: [:]) == "en")
  }

  @Test func listingExpandsPhrasesPerSuggestedSoupWithoutTheSecretOne() async {
    let runtime = await ConversationRuntime(apps: [SoupChefApp.manifest()])
    let shortcut = await runtime.phraseListing().first?.shortcuts.first
    #expect(
      shortcut?.expansions == [
        "Order Soup Chef", "Order New England Clam Chowder from Soup Chef",
        "Order Tomato Soup from Soup Chef", "Order Chicken Noodle Soup from Soup Chef",
      ])
    #expect(shortcut?.summary?.sentence == "Order 1 Soup for pickup from Store Location")
  }
}

/// The package's own Phrases folder.
private let bundledPhrases = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Phrases")

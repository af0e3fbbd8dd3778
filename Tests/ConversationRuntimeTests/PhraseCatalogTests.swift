import ConversationRuntime
import Foundation
import SoupChef
import Testing
import Trails

/// `Phrases/<App>/AppShortcuts.xcstrings`, Xcode 15's String Catalog, read and applied through
/// the real runtime: variants in the development language, translations in another, and
/// problems reported where they are written.
@Suite struct PhraseCatalogTests {
  typealias Folder = PhraseFolderTests.Folder

  static let swiftPhrases = ["Order ${applicationName}", "Order ${soup} from ${applicationName}"]

  /// Soup Chef's catalog: an English variant and a French translation.
  static let soupChefCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Order ${applicationName}" : {
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "en" : {
              "stringSet" : {
                "state" : "new",
                "values" : [
                  "Order ${applicationName}",
                  "Order ${soup} from ${applicationName}",
                  "Get me ${soup} from ${applicationName}"
                ]
              }
            },
            "fr" : {
              "stringSet" : {
                "state" : "translated",
                "values" : [
                  "Commander sur ${applicationName}",
                  "Commander ${soup} chez ${applicationName}"
                ]
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  static func runtime(_ folder: Folder, locale: String = "en") async -> ConversationRuntime {
    await ConversationRuntime(
      apps: [SoupChefApp.manifest()], phrases: .load(from: folder.root), locale: locale)
  }

  static func phrases(_ runtime: ConversationRuntime) async -> [String]? {
    await runtime.phraseListing().first?.shortcuts.first?.phrases
  }

  @Test func englishCatalogVariantsAddPhrases() async throws {
    let folder = try Folder()
    try folder.write(Self.soupChefCatalog, to: "AppShortcuts.xcstrings")
    let runtime = await Self.runtime(folder)

    #expect(runtime.diagnostics.isEmpty)
    #expect(
      await Self.phrases(runtime) == Self.swiftPhrases + ["Get me ${soup} from ${applicationName}"])
    let best = try #require(await runtime.interpret("Get me tomato soup from Soup Chef").first)
    #expect(best.phrase == "Get me ${soup} from ${applicationName}")
    #expect(best.parameters["soup"] == .entity(id: "tomatoSoup", title: "Tomato Soup"))
  }

  @Test func aFrenchLocalizationReplacesThePhrasesInFrench() async throws {
    let folder = try Folder()
    try folder.write(Self.soupChefCatalog, to: "AppShortcuts.xcstrings")
    let runtime = await Self.runtime(folder, locale: "fr")

    #expect(runtime.diagnostics.isEmpty)
    #expect(
      await Self.phrases(runtime) == [
        "Commander sur ${applicationName}", "Commander ${soup} chez ${applicationName}",
      ])
    let best = try #require(await runtime.interpret("Commander tomato soup chez Soup Chef").first)
    #expect(best.phrase == "Commander ${soup} chez ${applicationName}")
    #expect(best.parameters["soup"] == .entity(id: "tomatoSoup", title: "Tomato Soup"))
  }

  @Test func aLocaleTheCatalogLacksKeepsTheSwiftPhrases() async throws {
    let folder = try Folder()
    try folder.write(Self.soupChefCatalog, to: "AppShortcuts.xcstrings")
    let runtime = await Self.runtime(folder, locale: "de")
    #expect(await Self.phrases(runtime) == Self.swiftPhrases)
  }

  @Test func anyOfTheShortcutsPhrasesMayBeTheKey() async throws {
    let folder = try Folder()
    try folder.write(
      """
      {"strings": {"Order ${soup} from ${applicationName}": {"localizations": {
        "fr": {"stringUnit": {"state": "translated", "value": "Commander ${soup} chez ${applicationName}"}}
      }}}}
      """, to: "AppShortcuts.xcstrings")
    let runtime = await Self.runtime(folder, locale: "fr")
    #expect(await Self.phrases(runtime) == ["Commander ${soup} chez ${applicationName}"])
  }

  @Test func theCatalogsSourceLanguageIsTheOneThatAddsVariants() async throws {
    let folder = try Folder()
    try folder.write(
      """
      {"sourceLanguage": "de", "strings": {"Order ${applicationName}": {"localizations": {
        "de": {"stringSet": {"values": ["${soup} bei ${applicationName} bestellen"]}},
        "en": {"stringSet": {"values": ["Fetch ${soup} from ${applicationName}"]}}
      }}}}
      """, to: "AppShortcuts.xcstrings")
    let german = await Self.runtime(folder, locale: "de")
    #expect(
      await Self.phrases(german) == Self.swiftPhrases + ["${soup} bei ${applicationName} bestellen"]
    )
    // English is a translation here: it replaces the Swift phrases.
    let english = await Self.runtime(folder, locale: "en")
    #expect(await Self.phrases(english) == ["Fetch ${soup} from ${applicationName}"])
  }

  @Test func theCatalogAppliesFirstThenTheStringsFile() async throws {
    let folder = try Folder()
    try folder.write(Self.soupChefCatalog, to: "AppShortcuts.xcstrings")
    try folder.write(
      #""Order ${soup} from ${applicationName}" = "Bring ${soup} from ${applicationName}";"#,
      to: "en.lproj/AppShortcuts.strings")
    let runtime = await Self.runtime(folder)

    #expect(runtime.diagnostics.isEmpty)
    #expect(
      await Self.phrases(runtime) == [
        "Order ${applicationName}", "Order ${soup} from ${applicationName}",
        "Bring ${soup} from ${applicationName}", "Get me ${soup} from ${applicationName}",
      ])
  }

  @Test func aMalformedCatalogIsReportedWithPathLineAndColumnAndTheAppStillLoads() async throws {
    let folder = try Folder()
    try folder.write(
      """
      {
        "strings" : {
          "Order ${applicationName}" : {
            "localizations" : { },
          }
        }
      }
      """, to: "AppShortcuts.xcstrings")
    let runtime = await Self.runtime(folder)
    let path = folder.app.appendingPathComponent("AppShortcuts.xcstrings").path

    #expect(
      runtime.diagnostics.map(\.description) == [
        "\(path):4:28: error: Malformed AppShortcuts.xcstrings file: this ',' is followed by '}': JSON allows no trailing comma."
      ])
    // A Diagnostic like every reader's: the place read into file, line and column.
    let first = try #require(runtime.diagnostics.first)
    #expect(first.file == path && first.line == 4 && first.column == 28)
    #expect(first.severity == .error)
    #expect(await runtime.lint().map(\.description) == runtime.diagnostics.map(\.description))
    #expect(await Self.phrases(runtime) == Self.swiftPhrases)
    let best = await runtime.interpret("Order tomato soup from Soup Chef").first
    #expect(best?.intent == "OrderSoup")
  }

  @Test func badPhrasesAreReportedWhereTheyAreAndSkipped() async throws {
    let folder = try Folder()
    let words = Array(repeating: "word", count: 40).joined(separator: " ")
    try folder.write(
      """
      {
        "strings" : {
          "Order ${soup} from ${applicationName}" : {
            "localizations" : {
              "en" : { "stringSet" : { "values" : [
                "Get me ${soup",
                "\(words) ${soup} ${applicationName}",
                "Fetch ${soup} from ${applicationName}"
              ] } }
            }
          }
        }
      }
      """, to: "AppShortcuts.xcstrings")
    let runtime = await Self.runtime(folder)
    let path = folder.app.appendingPathComponent("AppShortcuts.xcstrings").path

    #expect(
      runtime.diagnostics.map(\.description) == [
        "\(path):6:19: error: Malformed AppShortcuts.xcstrings file: in the value: Unterminated \"${\": expected \"}\" to close the placeholder.",
        "\(path):7:11: error: Phrase is too long: it has 42 words; SiriSim matches phrases of at most 32 words and ignores this one.",
      ])
    #expect(
      await Self.phrases(runtime) == Self.swiftPhrases + ["Fetch ${soup} from ${applicationName}"])
  }

  @Test func whenEveryTranslationIsSkippedTheSwiftPhrasesStay() async throws {
    let folder = try Folder()
    try folder.write(
      #"{"strings": {"Order ${applicationName}": {"localizations": {"fr": {"stringUnit": {"value": "Commander ${"}}}}}}"#,
      to: "AppShortcuts.xcstrings")
    let runtime = await Self.runtime(folder, locale: "fr")
    #expect(runtime.diagnostics.count == 1)
    #expect(await Self.phrases(runtime) == Self.swiftPhrases)
  }

  @Test func aUTF16CatalogIsReadAndOtherBytesAreReported() async throws {
    let folder = try Folder()
    let url = folder.app.appendingPathComponent("AppShortcuts.xcstrings")
    try #require(Self.soupChefCatalog.data(using: .utf16)).write(to: url)
    let runtime = await Self.runtime(folder)
    #expect(runtime.diagnostics.isEmpty)
    #expect(await Self.phrases(runtime)?.count == 3)

    try Data([0xD8, 0xD8, 0x41, 0x41]).write(to: url)
    let broken = await Self.runtime(folder)
    #expect(
      broken.diagnostics.map(\.description) == [
        "\(url.path):1:1: error: Malformed AppShortcuts.xcstrings file: it is not UTF-8: the byte 0xD8 here is not valid UTF-8 (a UTF-16 file must start with a byte order mark)."
      ])
  }

  @Test func aFolderInPlaceOfTheCatalogIsReported() async throws {
    let folder = try Folder()
    let url = folder.app.appendingPathComponent("AppShortcuts.xcstrings")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let runtime = await Self.runtime(folder)
    #expect(
      runtime.diagnostics.map(\.description) == [
        "\(url.path): error: This file cannot be read: it is a folder, not a file."
      ])
  }

  @Test func bundledTrailsCatalogIsApplesAndChangesNothingInEnglish() async throws {
    let phrases = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Phrases")
    let manifest = TrailsApp.manifest()
    let runtime = await ConversationRuntime(apps: [manifest], phrases: .load(from: phrases))
    #expect(runtime.diagnostics.isEmpty)
    #expect(await runtime.lint().isEmpty)
    let declared = manifest.shortcutsProvider.appShortcuts.map(\.phraseKeys)
    #expect(await runtime.phraseListing().first?.shortcuts.map(\.phrases) == declared)
    let best = await runtime.interpret("Purchase a pass in Trails").first
    #expect(best?.intent == "BuyDayPass")
  }
}

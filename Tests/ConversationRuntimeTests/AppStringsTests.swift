import ConversationRuntime
import ConversationTestSupport
import Foundation
import Testing

/// An app's own texts in the session's language, from `Localizable.xcstrings` and
/// `<locale>.lproj/Localizable.strings` in its phrase folder; its own text where it ships no
/// translation, or one whose placeholders do not fit.
@Suite struct AppStringsTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "You chose %@ cups." : {
          "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Vous avez choisi %@ tasses." } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Du hast %1$@ Tassen gewählt." } }
          }
        },
        "Cups" : {
          "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Tasses" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// A phrase folder for Lamp Shop with the catalog, and German `.strings` given as `german`.
  static func runtime(locale: String, german: String? = nil) async throws -> ConversationRuntime {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("app-strings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    try catalog.write(
      to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true,
      encoding: .utf8)
    if let german {
      try german.write(
        to: folder.appendingPathComponent("de.lproj/Localizable.strings"), atomically: true,
        encoding: .utf8)
    }
    let phrases = PhraseResources.load(apps: [(displayName: "Lamp Shop", folder: folder)])
    #expect(phrases.diagnostics.isEmpty)
    return await ConversationRuntime(
      apps: [LampShopFixture.manifest(log: PerformLog())],
      options: ConversationRuntime.Options(environment: TestClock.environment),
      phrases: phrases, locale: locale)
  }

  @Test func aCatalogTranslatesTheDialogAndTheParameterTitle() async throws {
    let frontEnd = AnsweringFrontEnd([.text("vingt et un")])
    try await Self.runtime(locale: "fr").run(CountCupsIntent(), app: "Lamp Shop", with: frontEnd)
    #expect(frontEnd.prompts.first?.valuePrompt?.parameterTitle == "Tasses")
    #expect(frontEnd.spokenTexts == ["Vous avez choisi 21 tasses."])
  }

  @Test func stringsOverTheCatalogTakeValuesByPosition() async throws {
    let frontEnd = AnsweringFrontEnd([.text("einundzwanzig")])
    let german = #""You chose %@ cups." = "%1$@ Tassen, gewählt.";"#
    try await Self.runtime(locale: "de", german: german).run(
      CountCupsIntent(), app: "Lamp Shop", with: frontEnd)
    #expect(frontEnd.spokenTexts == ["21 Tassen, gewählt."])
  }

  @Test func aTranslationWhosePlaceholdersDoNotFitShowsTheAppsText() async throws {
    let frontEnd = AnsweringFrontEnd([.text("3")])
    let german = #""You chose %@ cups." = "%2$@ Tassen.";"#
    try await Self.runtime(locale: "de", german: german).run(
      CountCupsIntent(), app: "Lamp Shop", with: frontEnd)
    #expect(frontEnd.spokenTexts == ["You chose 3 cups."])
  }

  @Test func englishIsTheAppsOwnText() async throws {
    let frontEnd = AnsweringFrontEnd([.text("3")])
    try await Self.runtime(locale: "en").run(CountCupsIntent(), app: "Lamp Shop", with: frontEnd)
    #expect(frontEnd.prompts.first?.valuePrompt?.parameterTitle == "Cups")
    #expect(frontEnd.spokenTexts == ["You chose 3 cups."])
  }
}

import Foundation
import PhraseMatching
import Testing

/// Xcode's String Catalogs read as SiriSim uses them: keys, positions and each locale's phrases.
@Suite struct StringCatalogTests {
  /// Apple's `AppShortcuts.xcstrings` from the Trails sample, as the package ships it.
  static let applesTrails = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Phrases/Trails/AppShortcuts.xcstrings")

  @Test func readsApplesTrailsCatalog() throws {
    let catalog = try StringCatalog(parsing: String(contentsOf: Self.applesTrails, encoding: .utf8))
    #expect(catalog.sourceLanguage == "en")
    #expect(
      catalog.entries.map(\.key) == [
        "Buy a ${applicationName} day pass", "Get ${trail} conditions with ${applicationName}",
        "Open Favorites in ${applicationName}", "Track my ${workoutStyle} in ${applicationName}",
      ])
    #expect(catalog.entries.map(\.line) == [4, 18, 32, 46])
    #expect(catalog.entries.allSatisfy { $0.column == 5 })
    let buy = try #require(catalog.entries.first)
    #expect(Array(buy.localizations.keys) == ["en"])
    #expect(
      buy.values(for: "en") == [
        StringCatalog.Value(value: "Buy a ${applicationName} day pass", line: 11, column: 15),
        StringCatalog.Value(value: "Purchase a pass in ${applicationName}", line: 12, column: 15),
      ])
    #expect(catalog.entries.last?.values(for: "en").map(\.line) == [53, 54, 55, 56])
  }

  @Test func aStringUnitIsOnePhraseBesideStringSets() throws {
    let catalog = try StringCatalog(
      parsing: """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Order ${soup} from ${applicationName}" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "${soup} bestellen" } },
                "fr" : { "stringSet" : { "values" : [ "Commander ${soup}", "Un ${soup}" ] } }
              }
            }
          },
          "version" : "1.0"
        }
        """)
    let entry = try #require(catalog.entries.first)
    #expect(entry.values(for: "de").map(\.value) == ["${soup} bestellen"])
    #expect(entry.values(for: "de").first?.line == 6)
    #expect(entry.values(for: "de").first?.column == 69)
    #expect(entry.values(for: "fr").map(\.value) == ["Commander ${soup}", "Un ${soup}"])
    #expect(entry.values(for: "it").isEmpty)
  }

  @Test func localesMatchWithoutRegardToCase() throws {
    let catalog = try StringCatalog(
      parsing: #"{"strings": {"k": {"localizations": {"pt-BR": {"stringUnit": {"value": "v"}}}}}}"#)
    #expect(catalog.entries.first?.values(for: "pt-br").map(\.value) == ["v"])
    #expect(catalog.entries.first?.values(for: "pt-BR").map(\.value) == ["v"])
  }

  @Test func decodesEveryEscapeAndSurrogatePairs() throws {
    let catalog = try StringCatalog(
      parsing: #"""
        {"strings": {"a\"b\\c\/d": {"localizations": {"fr": {"stringSet": {"values": [
          "\ud83c\udfd4 Randonn\u00E9e \b\f\n\r\t\u0000",
          "e\u0301t\u00e9 🏔️"
        ]}}}}}}
        """#)
    let entry = try #require(catalog.entries.first)
    #expect(entry.key == "a\"b\\c/d")
    #expect(
      entry.values(for: "fr").map(\.value) == [
        "\u{1F3D4} Randonnée \u{8}\u{C}\n\r\t\u{0}", "e\u{301}té 🏔️",
      ])
    #expect(
      entry.values(for: "fr").first?.rawValue == #"\ud83c\udfd4 Randonn\u00E9e \b\f\n\r\t\u0000"#)
  }

  @Test func membersSiriSimDoesNotReadAreIgnored() throws {
    let catalog = try StringCatalog(
      parsing: """
        {
          "strings" : {
            "Start a ${applicationName} workout" : {
              "comment" : "A shortcut", "shouldTranslate" : false, "extractionState" : null,
              "weights" : [ 0, -1, 2.5, 1e10, -0.25E-3, true, [ [ { } ] ] ],
              "localizations" : {
                "en" : { "variations" : { "device" : { "iphone" : { "stringUnit" : {} } } } },
                "fr" : { "stringSet" : { "state" : "new" }, "stringUnit" : { "state" : "new" } }
              }
            },
            "No localizations" : { }
          },
          "version" : 1.0
        }
        """)
    // No "sourceLanguage" means English; no phrases in a localization means none for it.
    #expect(catalog.sourceLanguage == "en")
    #expect(
      catalog.entries.map(\.key) == ["Start a ${applicationName} workout", "No localizations"])
    #expect(catalog.entries.first?.values(for: "en").isEmpty == true)
    #expect(catalog.entries.first?.values(for: "fr").isEmpty == true)
    #expect(catalog.entries.last?.localizations.isEmpty == true)
  }

  @Test func anEmptyCatalogAndAByteOrderMarkAreFine() throws {
    #expect(try StringCatalog(parsing: "{}") == StringCatalog(entries: []))
    let catalog = try StringCatalog(
      parsing: "\u{FEFF}{\"sourceLanguage\": \"de\", \"strings\": {}}")
    #expect(catalog.sourceLanguage == "de")
    #expect(catalog.entries.isEmpty)
  }

  @Test func nestingUpTo32DeepIsRead() throws {
    // The catalog's object and 31 arrays inside it.
    let text =
      "{\"x\": " + String(repeating: "[", count: 31) + String(repeating: "]", count: 31) + "}"
    #expect(try StringCatalog(parsing: text).entries.isEmpty)
  }

  @Test func errorDescriptionIsLineColumnMessage() {
    let error = StringCatalogError(line: 3, column: 7, message: "expected ':'")
    #expect(error.description == "3:7: expected ':'")
  }
}

import ConversationRuntime
import Foundation
import SoupChef
import Testing

/// `sirisim phrases --lint` on a String Catalog: every phrase of every locale follows the rules
/// Swift phrases follow, and each problem points at its place in the file.
@Suite struct PhraseCatalogLintTests {
  static let brokenCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Order ${applicationName}" : {
          "localizations" : {
            "fr" : {
              "stringSet" : {
                "values" : [
                  "Commander une soupe",
                  "Commander ${soup} ${quantity} chez ${applicationName}",
                  "Commander ${soupe} chez ${applicationName}",
                  "Commander ${soup chez ${applicationName}"
                ]
              }
            }
          }
        },
        "Order a soup" : {
          "localizations" : { "en" : { "stringUnit" : { "value" : "Order a soup" } } }
        }
      },
      "version" : "1.0"
    }
    """

  static func lint() async throws -> (messages: [String], path: String) {
    let folder = try PhraseFolderTests.Folder()
    try folder.write(brokenCatalog, to: "AppShortcuts.xcstrings")
    let runtime = await ConversationRuntime(
      apps: [SoupChefApp.manifest()], phrases: .load(from: folder.root))
    let path = folder.app.appendingPathComponent("AppShortcuts.xcstrings").path
    return (await runtime.lint().map(\.description), path)
  }

  @Test func aPhraseWithoutTheAppNameIsAnErrorAtItsQuote() async throws {
    let (messages, path) = try await Self.lint()
    #expect(
      messages.contains(
        "\(path):9:15: error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. (“Commander une soupe”)"
      ))
  }

  @Test func aSecondParameterOfTheWrongTypeIsAnErrorAtItsPlaceholder() async throws {
    let (messages, path) = try await Self.lint()
    let phrase = "(“Commander ${soup} ${quantity} chez ${applicationName}”)"
    #expect(
      messages.contains(
        "\(path):10:34: error: Multiple parameters detected in phrase. A single phrase can only use a single parameter. \(phrase)"
      ))
    #expect(
      messages.contains(
        "\(path):10:34: error: Invalid parameter type. AppEntity and AppEnum are the only allowed types for quantity. \(phrase)"
      ))
  }

  @Test func anUnknownParameterAndAMalformedPlaceholderPointIntoThePhrase() async throws {
    let (messages, path) = try await Self.lint()
    #expect(
      messages.contains(
        "\(path):11:26: error: Unknown parameter 'soupe'. OrderSoup has no parameter named soupe. (“Commander ${soupe} chez ${applicationName}”)"
      ))
    #expect(
      messages.contains(
        "\(path):12:32: error: Malformed AppShortcuts.xcstrings file: in the value: Invalid parameter name \"soup chez ${applicationName\": use letters, digits and underscores, not starting with a digit."
      ))
  }

  @Test func aKeyNoShortcutUsesIsAWarningAtTheKey() async throws {
    let (messages, path) = try await Self.lint()
    #expect(
      messages.contains(
        "\(path):18:5: warning: This phrase is not used in any App Shortcut or as a Negative Phrase"
      ))
    // And nothing else: six problems in all.
    #expect(messages.count == 6, "\(messages)")
  }
}

import ConversationRuntime
import ConversationTesting

/// What Apple's framework leaves to manual testing: the phrase, in every language the app
/// ships. SiriSim-only, not part of Apple's API; write `@_spi(SiriSim) import
/// OpenAppIntentsTesting` on Linux to use it.
extension IntentDefinitions {
  /// Says an utterance to Siri with the app under test installed, and returns the conversation
  /// to step through (choose, answer, confirm) and check: phrase → intent → suspensions →
  /// result.
  ///
  /// ```swift
  /// let c = try await definitions.say("Order clam chowder from Soup Chef")
  /// try await c.choose("New England Clam Chowder")
  /// try await c.choose("Ferry Building")
  /// try await c.confirm()
  /// ```
  ///
  /// In English (the default) the conversation runs in the same runtime as the intents
  /// ``AnyAppIntent/run()`` runs; another locale has a runtime of its own over the same app and
  /// its data, so what an intent did is there whatever the language.
  ///
  /// - Parameters:
  ///   - utterance: What the person says, in `locale`'s language.
  ///   - locale: The conversation's language, as `Conversation(apps:locale:)` takes it: "en",
  ///     or one the app's phrase files provide ("fr", "de"; "fr-CA" reads as "fr"). Siri's
  ///     questions, buttons and the app's translated dialogs are in it, and answers are read
  ///     in it.
  /// - Throws: ``AppIntentsTestingError/appNotInstalled(bundleIdentifier:installed:)``, or
  ///   `ConversationTestingError.unknownLocale` when the app ships no phrases for `locale`.
  @_spi(SiriSim)
  public func say(_ utterance: String, locale: String = "en") async throws -> Conversation {
    let conversation = Conversation(runtime: try await runtime(locale: locale))
    try await conversation.say(utterance)
    return conversation
  }

  /// The locales the app ships phrases for, sorted: "en" and those of its phrase files. The
  /// same list as the app type's `shippedLocales` (`SoupChefApp.shippedLocales`), which is what
  /// a parameterized test takes as its arguments: they are read before the suite's trait
  /// installs the app.
  @_spi(SiriSim)
  public var shippedLocales: [String] {
    get throws(AppIntentsTestingError) {
      guard let session else { throw notInstalled }
      return session.shippedLocales
    }
  }

  /// The app's own phrase for an intent in a locale, its parameters filled in: the first
  /// phrase of the intent's App Shortcuts, in `locale`'s phrase file, that takes exactly the
  /// parameters `values` names, `${applicationName}` being the app's name.
  ///
  /// ```swift
  /// try await definitions.phrase(for: "OrderSoup", values: ["soup": "clam chowder"], locale: "de")
  /// // "clam chowder bei Soup Chef bestellen"
  /// ```
  ///
  /// - Parameters:
  ///   - intent: The intent's type name, such as "OrderSoup".
  ///   - values: The text for each parameter the phrase names, such as `["soup": "clam
  ///     chowder"]`; none for a phrase with no parameter ("Order Soup Chef").
  ///   - locale: A locale the app ships, as ``say(_:locale:)`` takes it.
  /// - Throws: ``AppIntentsTestingError/noPhrase(intent:locale:parameters:phrases:)`` when
  ///   no phrase takes exactly those parameters; `ConversationTestingError.unknownLocale` for
  ///   a locale the app ships no phrases for.
  @_spi(SiriSim)
  public func phrase(
    for intent: String, values: [String: String] = [:], locale: String = "en"
  ) async throws -> String {
    let runtime = try await runtime(locale: locale)
    let shortcuts = await runtime.phraseListing().flatMap(\.shortcuts).filter {
      $0.intent == intent
    }
    let application = session?.app.displayName ?? bundleIdentifier
    for shortcut in shortcuts {
      if let phrase = shortcut.phrase(filling: values, application: application) { return phrase }
    }
    let phrases = shortcuts.flatMap(\.phrases)
    throw AppIntentsTestingError.noPhrase(
      intent: intent, locale: runtime.locale, parameters: values.keys.sorted(), phrases: phrases)
  }

  /// The runtime a conversation in `locale` runs in.
  private func runtime(locale: String) async throws -> ConversationRuntime {
    guard let session else { throw notInstalled }
    guard let runtime = await session.runtime(locale: locale) else {
      throw ConversationTestingError.unknownLocale(locale, locales: session.shippedLocales)
    }
    return runtime
  }
}

@_spi(SiriSim) import OpenAppIntents

/// An app's App Shortcuts as `sirisim phrases` lists them.
package struct AppPhraseListing: Sendable, Equatable {
  /// One App Shortcut.
  package struct Shortcut: Sendable, Equatable {
    /// The shortcut's title.
    package var title: String
    /// The intent's type name.
    package var intent: String
    /// The phrases in `${…}` form, for the runtime's locale.
    package var phrases: [String]
    /// The phrases as a person says them, one per parameter value.
    package var expansions: [String]
    /// The intent's parameter summary with its defaults.
    package var summary: ParameterSummaryText?
    /// The schema whose own phrasing reaches the intent, when no App Shortcut declares it
    /// (`@AppIntent(schema:)`), such as `system.search`.
    package var schema: String?
  }

  /// The app's name.
  package var app: String
  /// Its alternative names.
  package var alternativeNames: [String]
  /// The color of its shortcut tiles.
  package var tileColor: String
  /// Its App Shortcuts.
  package var shortcuts: [Shortcut]
}

extension ConversationRuntime {
  /// Every app's App Shortcuts with their phrases expanded per parameter value, as Apple does.
  package func phraseListing() async -> [AppPhraseListing] {
    var listings: [AppPhraseListing] = []
    for app in apps {
      var shortcuts: [AppPhraseListing.Shortcut] = []
      for shortcut in app.shortcuts {
        let intent = freshIntent(like: shortcut.intent)
        shortcuts.append(
          AppPhraseListing.Shortcut(
            title: shortcut.displayTitle, intent: LoadedApp.typeName(of: type(of: intent)),
            phrases: shortcut.phraseKeys,
            expansions: await app.withDependencies { await expansions(of: shortcut, in: app) },
            summary: intent.parameterSummaryText, schema: SchemaPhrasing.schema(of: shortcut)))
      }
      listings.append(
        AppPhraseListing(
          app: app.name, alternativeNames: app.manifest.alternativeNames,
          tileColor: app.manifest.shortcutsProvider.shortcutTileColor.rawValue,
          shortcuts: shortcuts))
    }
    return listings
  }
}

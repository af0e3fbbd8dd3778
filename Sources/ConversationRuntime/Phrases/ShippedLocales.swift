/// The locales SiriSim has phrases for, and a requested locale (`--locale`, a transcript's
/// header) read against them.
package enum ShippedLocales {
  /// "en" (the language of the apps' Swift phrases) and every locale the phrase files
  /// provide (`<locale>.lproj/AppShortcuts.strings`, `AppShortcuts.xcstrings`), sorted.
  package static func `in`(_ resources: PhraseResources) -> [String] {
    var locales: Set<String> = ["en"]
    for app in resources.apps.values {
      locales.formUnion(app.shortcutStrings.keys)
      if let catalog = app.shortcutCatalog?.catalog {
        locales.insert(catalog.sourceLanguage)
        for entry in catalog.entries { locales.formUnion(entry.localizations.keys) }
      }
    }
    // Case never tells two locales apart ("pt-BR", "pt-br").
    var seen = Set<String>()
    return locales.sorted().filter { seen.insert($0.lowercased()).inserted }
  }

  /// The shipped locale `requested` names: itself, in any case ("FR" → "fr"), else its
  /// language ("fr-CA", "fr_FR" → "fr"); nil when there is none.
  package static func resolve(_ requested: String, among shipped: [String]) -> String? {
    if let exact = shipped.first(where: { $0.lowercased() == requested.lowercased() }) {
      return exact
    }
    let language = requested.prefix { $0 != "-" && $0 != "_" }.lowercased()
    return shipped.first { $0.lowercased() == language }
  }
}

@_spi(SiriSim) import OpenAppIntents
import PhraseMatching
import SiriSimApp

/// Merges an app's Swift phrases with its `Phrases/` files for one locale.
enum PhraseLocalization {
  /// The manifest with the file's alternative names added, and the shortcuts with the locale's
  /// phrases: in English the Swift phrases plus any variants the file adds; in another locale
  /// the translations, falling back to the Swift phrase where there is none.
  ///
  /// `AppShortcuts.xcstrings` applies first, then the locale's `AppShortcuts.strings`, whose keys
  /// are matched against the phrases the catalog left.
  static func localize(
    _ manifest: AppManifest, shortcuts: [AppShortcut], resources: PhraseResources.App?,
    locale: String, diagnostics: inout [PhraseDiagnostic]
  ) -> (AppManifest, [AppShortcut]) {
    var manifest = manifest
    if let names = resources?.alternativeNames?.file.entries.map(\.key) {
      for name in names where !manifest.alternativeNames.contains(name) {
        manifest.alternativeNames.append(name)
      }
    }
    var shortcuts = shortcuts
    if let (path, catalog) = resources?.shortcutCatalog {
      shortcuts = shortcuts.map { shortcut in
        localize(shortcut, with: catalog, at: path, locale: locale, diagnostics: &diagnostics)
      }
    }
    guard let (path, strings) = resources?.shortcutStrings[locale] else {
      return (manifest, shortcuts)
    }
    let isDevelopmentLanguage = locale == "en"
    let localized = shortcuts.map { shortcut -> AppShortcut in
      var phrases: [[AppShortcutPhraseSegment]] = []
      for (phrase, key) in zip(shortcut.phrases, shortcut.phraseKeys) {
        guard let entry = strings.entries.last(where: { $0.key == key }) else {
          phrases.append(phrase)
          continue
        }
        if let tooLong = PhraseLinter.tooManyBytes(in: path, of: entry) {
          // Never matched, and not parsed: say so where the phrase is, keep the Swift phrase.
          diagnostics.append(tooLong)
          if !isDevelopmentLanguage { phrases.append(phrase) }
          continue
        }
        do throws(PhraseTemplateError) {
          let template = try PhraseTemplate(parsing: entry.value)
          let segments = template.segments.map(AppShortcutPhraseSegment.init)
          if isDevelopmentLanguage, segments != phrase { phrases.append(phrase) }
          let words = template.wordCount
          guard words <= PhraseTemplate.maxWords else {
            // Never matched: say so where the phrase is, and keep the Swift phrase.
            diagnostics.append(
              PhraseDiagnostic(
                .error, at: PhraseLinter.location(in: path, of: entry, placeholder: nil),
                PhraseLinter.tooLongRule(words: words)))
            if !isDevelopmentLanguage { phrases.append(phrase) }
            continue
          }
          phrases.append(segments)
        } catch {
          diagnostics.append(
            PhraseLinter.malformedValue(error, in: path, of: entry, file: "AppShortcuts.strings"))
          phrases.append(phrase)
        }
      }
      return shortcut.withPhrases(phrases)
    }
    return (manifest, localized)
  }
}

extension AppShortcutPhraseSegment {
  init(_ segment: PhraseTemplate.Segment) {
    switch segment {
    case .text(let text): self = .text(text)
    case .applicationName: self = .applicationName
    case .parameter(let name): self = .parameter(name)
    }
  }
}

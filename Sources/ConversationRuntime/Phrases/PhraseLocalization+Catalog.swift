@_spi(SiriSim) import OpenAppIntents
import PhraseMatching

extension PhraseLocalization {
  /// The shortcut with its phrases from `AppShortcuts.xcstrings` for `locale`: those of every
  /// catalog entry keyed by one of its Swift phrases.
  ///
  /// In the catalog's development language (its `sourceLanguage`, "en" unless it says
  /// otherwise) they join the Swift phrases; in another locale they replace them. A phrase that
  /// is malformed or too long is a diagnostic at its place in the file and is skipped; when every
  /// one is skipped, or the catalog has none for the locale, the Swift phrases stay.
  static func localize(
    _ shortcut: AppShortcut, with catalog: StringCatalog, at path: String, locale: String,
    diagnostics: inout [PhraseDiagnostic]
  ) -> AppShortcut {
    let keys = shortcut.phraseKeys
    let values = catalog.entries.filter { keys.contains($0.key) }.flatMap { $0.values(for: locale) }
    guard !values.isEmpty else { return shortcut }
    let isDevelopmentLanguage = locale.lowercased() == catalog.sourceLanguage.lowercased()
    var phrases = isDevelopmentLanguage ? shortcut.phrases : []
    var known = Set(isDevelopmentLanguage ? keys : [])
    for value in values {
      if let tooLong = PhraseLinter.tooManyBytes(in: path, of: value) {
        // Never matched, and not parsed: say so where the phrase is.
        diagnostics.append(tooLong)
        continue
      }
      do throws(PhraseTemplateError) {
        let template = try PhraseTemplate(parsing: value.value)
        let words = template.wordCount
        guard words <= PhraseTemplate.maxWords else {
          // Never matched: say so where the phrase is.
          diagnostics.append(
            PhraseDiagnostic(
              .error, at: PhraseLinter.location(in: path, of: value, placeholder: nil),
              PhraseLinter.tooLongRule(words: words)))
          continue
        }
        let segments = template.segments.map(AppShortcutPhraseSegment.init)
        // Apple's catalogs list the Swift phrases too; each phrase counts once.
        if known.insert(AppShortcutPhraseSegment.key(for: segments)).inserted {
          phrases.append(segments)
        }
      } catch {
        diagnostics.append(
          PhraseLinter.malformedValue(error, in: path, of: value, file: "AppShortcuts.xcstrings"))
      }
    }
    return shortcut.withPhrases(phrases.isEmpty ? shortcut.phrases : phrases)
  }
}

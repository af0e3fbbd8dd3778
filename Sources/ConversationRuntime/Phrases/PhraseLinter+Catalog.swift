import OpenAppIntents
import PhraseMatching

extension PhraseLinter {
  /// Checks `AppShortcuts.xcstrings`: every phrase of every locale with the rules Swift phrases
  /// follow, at its place in the file; a key that is no App Shortcut's phrase is a warning at
  /// the key.
  func checkCatalog(_ files: PhraseResources.App) -> [PhraseDiagnostic] {
    guard let (path, catalog) = files.shortcutCatalog else { return [] }
    var found: [PhraseDiagnostic] = []
    for entry in catalog.entries {
      guard let shortcut = app.shortcuts.first(where: { $0.phraseKeys.contains(entry.key) }) else {
        found.append(
          PhraseDiagnostic(
            .warning, at: "\(path):\(entry.line):\(entry.column)", Self.unusedKeyRule))
        continue
      }
      // Every locale's phrases, in file order.
      let values = entry.localizations.values.joined().sorted {
        ($0.line, $0.column) < ($1.line, $1.column)
      }
      for value in values {
        found += checkWritten(value, in: path, file: "AppShortcuts.xcstrings", of: shortcut)
      }
    }
    return found
  }
}

import ConversationRuntime

extension LegacyImportReport {
  /// The file's shortcuts split into those to import and those a person imported already: a
  /// saved shortcut with the same phrase (as saved: tidied, in any case), app, intent, values
  /// and source (the SiriKit class name). Importing a file again then imports only what is new,
  /// instead of refusing each shortcut as too close to itself.
  public func splitByImported(among saved: [VoiceShortcut]) -> (
    new: [VoiceShortcut], imported: [VoiceShortcut]
  ) {
    var keys: Set<ImportKey> = []
    for shortcut in saved { keys.insert(ImportKey(shortcut)) }
    var new: [VoiceShortcut] = []
    var imported: [VoiceShortcut] = []
    for shortcut in shortcuts {
      if keys.contains(ImportKey(shortcut)) {
        imported.append(shortcut)
      } else {
        new.append(shortcut)
      }
    }
    return (new, imported)
  }
}

/// What makes two shortcuts the same import.
private struct ImportKey: Hashable {
  let phrase: String
  let app: String
  let intent: String
  let parameters: [SavedParameter]
  let source: String

  init(_ shortcut: VoiceShortcut) {
    let phrase =
      (try? VoiceShortcut.checkedPhrase(shortcut.invocationPhrase)) ?? shortcut.invocationPhrase
    self.phrase = phrase.lowercased()
    app = shortcut.app
    intent = shortcut.intent
    parameters =
      (try? VoiceShortcut.checkedParameters(shortcut.parameters)) ?? shortcut.parameters
    source = shortcut.source
  }
}

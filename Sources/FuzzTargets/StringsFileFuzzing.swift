import ConversationRuntime

/// `AppShortcuts.strings` text → `StringsFile`; every value's character positions; every
/// value read as a phrase template.
enum StringsFileFuzzing {
  static func run(_ bytes: [UInt8]) {
    guard let file = try? StringsFile(parsing: FuzzTarget.text(bytes)) else { return }
    for entry in file.entries {
      for offset in 0...min(entry.value.count + 1, 64) {
        _ = entry.position(ofValueCharacter: offset)
      }
      if let template = try? PhraseTemplate(parsing: entry.value) {
        _ = template.wordCount
        _ = template.description
      }
    }
    _ = file[file.entries.first?.key ?? ""]
  }
}

import StrictJSON

/// Text from an import file made safe for a one-line message.
enum MessageText {
  /// In curly quotes, control characters replaced, long text cut short.
  static func quoted(_ text: String) -> String {
    JSONReader.quoted(text)
  }

  /// Without quotes: a name such as a parameter's or a type's, control characters replaced.
  static func plain(_ text: String) -> String {
    let shown = String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? "\u{FFFD}" : $0 }))
    return shown.count > 40 ? "\(shown.prefix(39))…" : shown
  }

  /// "a Soup", "an Integer".
  static func withArticle(_ noun: String) -> String {
    let vowels: Set<Character> = ["a", "e", "i", "o", "u", "A", "E", "I", "O", "U"]
    return (noun.first.map { vowels.contains($0) } ?? false ? "an " : "a ") + noun
  }
}

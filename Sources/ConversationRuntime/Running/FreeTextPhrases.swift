import PhraseMatching

/// How an utterance fills `String` parameters, which Apple's App Shortcut phrases may not name.
///
/// A person says the value where the phrase says its object ("Add *The Hobbit* to Book Library"
/// for "Add a book to …") or after the app's name that ends the phrase ("Add a book to Book
/// Library: *Walden*"), after a cue taken from the parameter's title ("recommended by Sam" for
/// "Recommended By"; "by Frank Herbert" for an author), or in a relative clause at the end of
/// the phrase ("… that *Leo* recommended"). English cues only.
enum FreeTextPhrases {
  /// The words after which a value of the parameter titled `title` may be said.
  static func cues(forTitle title: String) -> [String] {
    let words = title.lowercased().split(separator: " ").map(String.init)
    var cues = [words.joined(separator: " ")]
    if words.contains("author") || words.contains("writer") {
      cues += ["by", "written by"]
    }
    if words == ["title"] || words == ["name"] {
      cues += ["called", "titled", "named"]
    }
    return cues.filter { !$0.isEmpty }
  }

  /// The phrase with the parameter said after it, when it ends with the app's name: "Add a book
  /// to ${applicationName} ${title}" ("Add a book to Book Library: Walden"); nil otherwise.
  static func trailingVariant(of phrase: PhraseTemplate, filling parameter: String)
    -> PhraseTemplate?
  {
    guard phrase.segments.last == .applicationName else { return nil }
    return PhraseTemplate(segments: phrase.segments + [.text(" "), .parameter(parameter)])
  }

  /// The phrase with a relative clause after it that says the parameter, for a title of a
  /// participle and "by" ("Recommended By"): "… that ${recommendedBy} recommended"; nil for
  /// another title.
  static func relativeClauseVariant(
    of phrase: PhraseTemplate, filling parameter: String, title: String
  ) -> PhraseTemplate? {
    let words = title.lowercased().split(separator: " ")
    guard words.count == 2, words[1] == "by", words[0].hasSuffix("ed") else { return nil }
    return PhraseTemplate(
      segments: phrase.segments + [
        .text(" that "), .parameter(parameter), .text(" \(words[0])"),
      ])
  }

  /// Articles that open a phrase's object ("a book").
  private static let articles: Set<String> = ["a", "an", "some"]

  /// The phrase with its object, the article after the verb and the word after it, replaced by
  /// the parameter: "Add a book to ${applicationName}" → "Add ${title} to ${applicationName}";
  /// nil when the phrase has no such object.
  static func variant(of phrase: PhraseTemplate, filling parameter: String) -> PhraseTemplate? {
    guard case .text(let text) = phrase.segments.first else { return nil }
    let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard words.count >= 3, !words[0].isEmpty, articles.contains(words[1].lowercased()),
      !words[2].isEmpty
    else { return nil }
    let rest = words.dropFirst(3).joined(separator: " ")
    var segments: [PhraseTemplate.Segment] = [.text(words[0] + " "), .parameter(parameter)]
    segments.append(.text(rest.isEmpty ? "" : " " + rest))
    segments += phrase.segments.dropFirst()
    return PhraseTemplate(segments: segments.filter { $0 != .text("") })
  }
}

import PhraseMatching
import TextSafety

extension VoiceShortcut {
  /// A phrase as it is saved, or why it can't be: the check every way of saving a phrase goes
  /// through (`shortcuts add`, `rename` and `import`, `:add-to-siri`), before it is checked
  /// against the phrases already taken.
  ///
  /// Runs of whitespace (newlines too) become one space and control characters are dropped
  /// (`InputText`), so a NUL never reaches the store. The phrase must then have a word, at most
  /// `InputLimits.maxSavedPhraseBytes` bytes and `InputLimits.maxPhraseWords` words (a phrase
  /// is said in one breath, and every saved phrase is matched on every turn), and a word that
  /// is not a filler (`WordRoles`): a phrase of "a", "please" or "hey" would run for anything;
  /// and a word that is not an answer ("yes", "no", "cancel", a number), which a reply says.
  public static func checkedPhrase(_ phrase: String) throws(VoiceShortcutError) -> String {
    let tidy = tidiedPhrase(phrase)
    let bytes = tidy.utf8.count
    guard bytes <= InputLimits.maxSavedPhraseBytes else {
      throw .phraseTooLong(
        characters: tidy.count, bytes: bytes, limit: InputLimits.maxSavedPhraseBytes)
    }
    let words = TextNormalizer.tokens(tidy)
    guard !words.isEmpty else { throw .emptyPhrase }
    guard words.count <= InputLimits.maxPhraseWords else {
      throw .tooLong(words: words.count, limit: InputLimits.maxPhraseWords)
    }
    guard words.contains(where: { !WordRoles.isFiller($0) }) else {
      throw .noContentWord(phrase: tidy)
    }
    guard !WordRoles.meaningfulWords(in: tidy).isEmpty else {
      throw .answerWordsOnly(phrase: tidy)
    }
    return tidy
  }

  /// A phrase as it is saved and looked up (``checkedPhrase(_:)`` without the checks): runs of
  /// whitespace as one space, control characters dropped. `shortcuts remove` and `rename` find a
  /// shortcut by the phrase given this way, so they find it as it was typed when it was added.
  ///
  /// Split by scalar, not by `Character`: a space followed by a combining mark is one
  /// `Character`, and whitespace, so splitting by `Character` drops the mark with it; a control
  /// dropped between a space and a mark would then make such a pair, and the tidied phrase
  /// would tidy again to another (a saved shortcut that its listed phrase no longer finds).
  public static func tidiedPhrase(_ phrase: String) -> String {
    phrase.unicodeScalars.split(whereSeparator: \.properties.isWhitespace).lazy
      .map { InputText.withoutControls(String(String.UnicodeScalarView($0))) }
      .filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  /// Values as they are saved, or why one can't be: control characters dropped from names and
  /// values (`InputText`), each value at most `InputLimits.maxSavedValueBytes` bytes.
  public static func checkedParameters(_ parameters: [SavedParameter]) throws(VoiceShortcutError)
    -> [SavedParameter]
  {
    var checked: [SavedParameter] = []
    for parameter in parameters {
      var tidy = parameter
      tidy.name = InputText.withoutControls(parameter.name)
      tidy.value = InputText.withoutControls(parameter.value)
      let bytes = tidy.value.utf8.count
      guard bytes <= InputLimits.maxSavedValueBytes else {
        throw .valueTooLong(
          parameter: String(tidy.name.prefix(40)), bytes: bytes,
          limit: InputLimits.maxSavedValueBytes)
      }
      checked.append(tidy)
    }
    return checked
  }
}

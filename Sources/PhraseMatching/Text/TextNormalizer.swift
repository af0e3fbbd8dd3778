import Foundation

/// Text normalization shared by the matcher and the runtime.
///
/// A word is a run of letters and digits. Everything else separates words: spaces, punctuation,
/// quotes, symbols, control characters and emoji. Words are lower-cased and folded (diacritics,
/// full-width forms: "Órder" → "order", "Ｓｏｕｐ" → "soup"). Apostrophes inside a word are dropped
/// ("don't" → "dont"), and a possessive or contracted apostrophe-s is removed ("Soup Chef's" →
/// "soup chef"). A "." or "," between two digits stays in the word ("3.5", "1,000").
public enum TextNormalizer {
  /// Lower-cased, diacritic- and width-folded word tokens; punctuation and quotes dropped;
  /// apostrophe-s ("Soup Chef's") removed; emoji dropped.
  public static func tokens(_ text: String) -> [String] {
    words(in: text).map(\.text)
  }

  /// The tokens joined by one space.
  public static func normalized(_ text: String) -> String {
    tokens(text).joined(separator: " ")
  }

  /// A normalized word and where it came from.
  struct Word: Sendable, Equatable {
    /// The normalized text.
    var text: String
    /// The range of the word in the original string, including a dropped apostrophe-s.
    var range: Range<String.Index>
  }

  /// The normalized words of `text`, at most `limit` of them.
  static func words(in text: String, limit: Int = .max) -> [Word] {
    var words: [Word] = []
    var current = ""
    var start: String.Index?
    var end = text.startIndex
    var index = text.startIndex

    func finishWord() {
      if let wordStart = start, !current.isEmpty {
        words.append(Word(text: current, range: wordStart..<end))
      }
      current = ""
      start = nil
    }

    while index < text.endIndex, words.count < limit {
      let character = text[index]
      let next = text.index(after: index)

      if isApostrophe(character) {
        if start != nil, next < text.endIndex {
          let following = text[next]
          let afterFollowing = text.index(after: next)
          if following == "s" || following == "S",
            afterFollowing == text.endIndex || !isWordCharacter(text[afterFollowing])
          {
            end = afterFollowing
            finishWord()
            index = afterFollowing
            continue
          }
          if isWordCharacter(following) {
            index = next
            continue
          }
        }
        finishWord()
        index = next
        continue
      }

      // "1,000", "2.5" and a clock's "12:30" are one word each.
      if character == "." || character == "," || character == ":",
        current.last?.isASCIIDigit == true,
        next < text.endIndex, text[next].isASCIIDigit
      {
        current.append(character)
        index = next
        continue
      }

      let folded = fold(character)
      if folded.isEmpty {
        finishWord()
      } else {
        if start == nil { start = index }
        current += folded
        end = next
      }
      index = next
    }
    if words.count < limit { finishWord() }
    return words
  }

  /// The folded letters and digits of one character; empty for separators and emoji.
  static func fold(_ character: Character) -> String {
    if let ascii = character.asciiValue {
      switch ascii {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        return String(character)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        return String(UnicodeScalar(ascii + 32))
      default:
        return ""
      }
    }
    guard character.isLetter || character.isNumber, !isEmoji(character) else { return "" }
    let folded = String(character).lowercased().folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    return String(folded.filter { $0.isLetter || $0.isNumber })
  }

  /// Whether a character is part of a word.
  static func isWordCharacter(_ character: Character) -> Bool {
    (character.isLetter || character.isNumber) && !isEmoji(character)
  }

  /// Apostrophes: ASCII, right single quotation mark, modifier letter apostrophe, full-width.
  static func isApostrophe(_ character: Character) -> Bool {
    character == "'" || character == "\u{2019}" || character == "\u{02BC}"
      || character == "\u{FF07}"
  }

  /// Whether a character is an emoji (presentation emoji, keycaps, emoji sequences, modifiers).
  static func isEmoji(_ character: Character) -> Bool {
    if character.isASCII { return false }
    return character.unicodeScalars.contains { scalar in
      scalar.properties.isEmojiPresentation || scalar.properties.isEmojiModifier
        || scalar.value == 0xFE0F || scalar.value == 0x20E3 || scalar.value == 0x200D
    }
  }
}

extension Character {
  /// Whether this is an ASCII digit 0-9.
  fileprivate var isASCIIDigit: Bool {
    guard let ascii = asciiValue else { return false }
    return ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9")
  }
}

import Diagnostics
import StrictJSON

/// A parsed String Catalog: Xcode 15's `AppShortcuts.xcstrings`, JSON with one entry per App
/// Shortcut.
///
/// An entry's key is one of the shortcut's Swift phrases in `${…}` form; each localization lists
/// the shortcut's phrases for that locale, as a `stringSet` (several phrases) or a `stringUnit`
/// (one). Members SiriSim does not read (`extractionState`, `state`, `comment`, `variations` …)
/// are ignored, but the ones it reads must have the right JSON types. A malformed file is a
/// ``StringCatalogError`` that names the line and column and what was expected.
public struct StringCatalog: Sendable, Equatable {
  /// One phrase of a localization, with where it is written.
  public struct Value: Sendable, Equatable {
    /// The phrase, its JSON escapes decoded.
    public var value: String
    /// The 1-based line of the phrase's opening quote.
    public var line: Int
    /// The 1-based column of the phrase's opening quote.
    public var column: Int
    /// The phrase as written between its quotes, escapes and all.
    public var rawValue: String

    /// Creates a value; without its written form, it is taken to be written without escapes.
    public init(value: String, line: Int, column: Int, rawValue: String? = nil) {
      self.value = value
      self.line = line
      self.column = column
      self.rawValue = rawValue ?? value
    }

    /// Where the phrase's character at `offset` (0-based, in characters of the decoded phrase)
    /// is written in the file: its 1-based line and column. An offset past the end gives the
    /// closing quote's position.
    ///
    /// A JSON string holds no line break as written, so the line is always the opening quote's;
    /// an escape such as `\"` or `\u00e9` (or a surrogate pair, `\ud83c\udfd4`) takes the
    /// columns it is written in.
    public func position(ofValueCharacter offset: Int) -> (line: Int, column: Int) {
      // The decoded scalars before the character, walked over the written ones they come from.
      let target = value.prefix(max(0, offset)).unicodeScalars.count
      let written = Array(rawValue.unicodeScalars)
      var index = 0
      var decoded = 0
      while decoded < target, index < written.count {
        index += Self.writtenLength(written, at: index)
        decoded += 1
      }
      index = min(index, written.count)
      // Columns count characters, as the parser does: a combining mark shares its base's column.
      var startsCharacter: [Bool] = []
      for character in rawValue {
        startsCharacter.append(true)
        startsCharacter += repeatElement(false, count: character.unicodeScalars.count - 1)
      }
      let before = startsCharacter.prefix(index).filter { $0 }.count
      let isStart = index == written.count || startsCharacter[index]
      return (line, column + before + (isStart ? 1 : 0))
    }

    /// How many written scalars the decoded scalar at `index` takes: 1, 2 for `\n`, 6 for
    /// `\u00e9`, 12 for a surrogate pair.
    private static func writtenLength(_ written: [Unicode.Scalar], at index: Int) -> Int {
      guard written[index] == "\\", index + 1 < written.count else { return 1 }
      guard written[index + 1] == "u" else { return 2 }
      let isPair =
        hexValue(written, at: index + 2).map { (0xD800...0xDBFF).contains($0) } == true
        && index + 7 < written.count && written[index + 6] == "\\" && written[index + 7] == "u"
      return min(isPair ? 12 : 6, written.count - index)
    }

    private static func hexValue(_ written: [Unicode.Scalar], at index: Int) -> UInt32? {
      guard index + 4 <= written.count else { return nil }
      var digits = String.UnicodeScalarView()
      digits.append(contentsOf: written[index..<(index + 4)])
      return UInt32(String(digits), radix: 16)
    }
  }

  /// One entry of `"strings"`: a phrase key and its localizations.
  public struct Entry: Sendable, Equatable {
    /// The key: a Swift phrase in `${…}` form.
    public var key: String
    /// The 1-based line of the key's opening quote.
    public var line: Int
    /// The 1-based column of the key's opening quote.
    public var column: Int
    /// The phrases by locale ("en", "fr", "zh-Hans"), each list in file order.
    public var localizations: [String: [Value]]

    /// Creates an entry.
    public init(key: String, line: Int, column: Int, localizations: [String: [Value]]) {
      self.key = key
      self.line = line
      self.column = column
      self.localizations = localizations
    }

    /// The phrases for a locale; locale names match without regard to case ("pt-br" finds
    /// "pt-BR"), as language tags do. No localization is no phrases.
    public func values(for locale: String) -> [Value] {
      if let values = localizations[locale] { return values }
      let wanted = locale.lowercased()
      return localizations.first { $0.key.lowercased() == wanted }?.value ?? []
    }
  }

  /// The development language (`"sourceLanguage"`); "en" when the file does not say.
  public var sourceLanguage: String
  /// The entries in file order.
  public var entries: [Entry]

  /// Creates a catalog from entries.
  public init(sourceLanguage: String = "en", entries: [Entry]) {
    self.sourceLanguage = sourceLanguage
    self.entries = entries
  }

  /// Parses the text of an `.xcstrings` file.
  public init(parsing text: String) throws(StringCatalogError) {
    var reader = JSONReader(text: text)
    let document: PositionedJSON
    do {
      document = try reader.parseDocument()
    } catch {
      throw StringCatalogError(line: error.line, column: error.column, message: error.message)
    }
    try self.init(document: document)
  }
}

/// Why a String Catalog could not be read: where, and what was expected, such as "expected
/// ',' or '}' after the value of “version”, found ']'".
public typealias StringCatalogError = Diagnostic

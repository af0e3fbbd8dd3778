/// Makes text that SiriSim did not write safe to print on a terminal.
///
/// Utterances, answers, command-line arguments, phrase files, app data, snippets and error
/// messages can hold bytes that drive a terminal: an escape sequence can clear the screen, retitle
/// the window or hide what follows, and a carriage return can overwrite a line. Every front end and
/// every command passes such text through this one type before it prints it:
///
/// | character | shown as |
/// |---|---|
/// | C0 controls U+0000–U+001F (ESC, CR, BEL, …) | their Control Pictures: `␛`, `␍`, `␇` … |
/// | DEL U+007F | `␡` |
/// | C1 controls U+0080–U+009F | `\u{9B}` |
/// | bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) | `\u{202E}` |
/// | tab | a space |
///
/// Everything else, including emoji, combining marks and right-to-left letters, prints as itself.
public enum OutputSanitizer {
  /// What a character that would act on the terminal is shown as, or `nil` when the scalar
  /// prints as itself.
  public static func replacement(for scalar: Unicode.Scalar) -> String? {
    let value = scalar.value
    switch value {
    case 0x09:
      return " "
    case 0x00...0x1F:
      return String(Unicode.Scalar(0x2400 + value) ?? "?")
    case 0x7F:
      return "\u{2421}"
    case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
      return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
    default:
      return nil
    }
  }

  /// Whether the text prints as itself: it holds nothing ``replacement(for:)`` replaces.
  public static func isInert(_ text: some StringProtocol) -> Bool {
    isInert(text, apartFromLineFeeds: false)
  }

  /// One line of text, every control shown inert. A line break in it is shown too (`␊`), so
  /// the result never spans two lines; use ``lines(_:)`` for text whose breaks are meant.
  public static func line(_ text: some StringProtocol) -> String {
    guard !isInert(text) else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if let replacement = replacement(for: scalar) {
        result += replacement
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Text split at its line breaks (LF, CR LF, a lone CR, and Unicode's other line breaks),
  /// each line made inert with ``line(_:)``.
  public static func lines(_ text: String) -> [String] {
    // Most text is already inert but for its LFs: split its bytes at them, which costs a tenth
    // of splitting its characters (and the lines need no further look).
    if isInertApartFromLineFeeds(text) {
      return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    }
    return text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }).map {
      line($0)
    }
  }

  /// Whether the only byte of `text` that ``line(_:)`` would change is LF, and no other line
  /// break is in it (CR, VT, FF, NEL, U+2028, U+2029): its lines are its LF-separated parts.
  private static func isInertApartFromLineFeeds(_ text: String) -> Bool {
    isInert(text, apartFromLineFeeds: true)
  }

  /// The one pass over the bytes behind ``isInert(_:)`` and ``isInertApartFromLineFeeds(_:)``:
  /// every replaced scalar is below U+00A0 or encodes as E2 80 xx / E2 81 xx in UTF-8, so the
  /// bytes find them without decoding. `apartFromLineFeeds` lets LF through and stops at the
  /// Unicode line and paragraph separators (U+2028, U+2029, E2 80 A8/A9) too.
  private static func isInert(_ text: some StringProtocol, apartFromLineFeeds: Bool) -> Bool {
    let firstStoppedAfterE280: UInt8 = apartFromLineFeeds ? 0xA8 : 0xAA
    var utf8 = text.utf8.makeIterator()
    while let byte = utf8.next() {
      if apartFromLineFeeds, byte == 0x0A { continue }
      if byte < 0x20 || byte == 0x7F { return false }
      if byte == 0xC2, let next = utf8.next(), (0x80...0x9F).contains(next) { return false }
      if byte == 0xE2, let second = utf8.next(), second == 0x80 || second == 0x81,
        let third = utf8.next()
      {
        if second == 0x80, (firstStoppedAfterE280...0xAE).contains(third) { return false }
        if second == 0x81, (0xA6...0xA9).contains(third) { return false }
      }
    }
    return true
  }

  /// A serialized JSON text with the characters that JSON may leave raw but terminals act on
  /// (DEL, C1 controls, bidirectional overrides) written as `\u` escapes. The JSON value is
  /// unchanged: a decoder reads the same strings.
  ///
  /// Valid JSON holds those characters only inside strings, where an escape means the same; C0
  /// controls are left alone, since every JSON encoder escapes them inside strings already and
  /// outside strings they are white space.
  public static func json(_ text: String) -> String {
    guard !isInert(text) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if scalar.value >= 0x7F, replacement(for: scalar) != nil {
        result += "\\u" + hex4(scalar.value)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: false)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

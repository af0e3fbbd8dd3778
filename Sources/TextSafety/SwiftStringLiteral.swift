/// Text written into generated Swift source as a string literal that Swift reads back exactly:
/// `sirisim init` puts a folder a person named into the `Package.swift` it writes, which is code
/// SwiftPM runs at every build, so nothing in the folder's name may end the literal or start
/// an interpolation.
public enum SwiftStringLiteral {
  /// `text` as a one-line Swift string literal, quotes included: `\`, `"` and every control
  /// character escaped (`\\`, `\"`, `\n`, `\u{1B}`), so a `\(` can't interpolate and a newline
  /// or a quote can't end the literal.
  public static func quote(_ text: some StringProtocol) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += #"\\"#
      case "\"": literal += #"\""#
      case "\n": literal += #"\n"#
      case "\r": literal += #"\r"#
      case "\t": literal += #"\t"#
      case "\0": literal += #"\0"#
      default:
        if scalar.properties.generalCategory == .control || scalar.value == 0x7F
          || isLineOrBidiControl(scalar)
        {
          literal += #"\u{"# + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          literal.unicodeScalars.append(scalar)
        }
      }
    }
    return literal + "\""
  }

  /// Separators and direction controls, escaped so the literal reads as it is in an editor
  /// (a U+2028 or a U+202E would show the line other than Swift reads it).
  static func isLineOrBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}

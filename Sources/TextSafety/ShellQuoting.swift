/// Words written so that a POSIX shell reads them back exactly: every command line SiriSim
/// prints for a person to paste (`sirisim run OrderSoup 'soup=Tomato Soup'`) goes through it.
///
/// A word of only safe characters (letters, digits and `_@%+=:,./-`) is left bare, so ordinary
/// lines still read naturally (`sirisim run OrderSoup quantity=2`); any other word is put in
/// single quotes, inside which a shell expands nothing, with each `'` written as `'\''`. The
/// quoted text is not made inert for a terminal: print it through ``OutputSanitizer``.
public enum ShellQuoting {
  /// One word as a shell reads it back: bare when every character is safe, else single-quoted.
  public static func quote(_ word: some StringProtocol) -> String {
    guard !word.isEmpty, word.unicodeScalars.allSatisfy(isSafe) else {
      // By scalar, not Character: a quote followed by a combining mark is one Character.
      var quoted = "'"
      for scalar in word.unicodeScalars {
        if scalar == "'" { quoted += #"'\''"# } else { quoted.unicodeScalars.append(scalar) }
      }
      return quoted + "'"
    }
    return String(word)
  }

  /// Words as one command line, each quoted with ``quote(_:)`` and separated by a space.
  public static func command(_ words: [String]) -> String {
    words.map { quote($0) }.joined(separator: " ")
  }

  /// Whether a shell reads the character as itself wherever it is in a word.
  static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "A"..."Z", "a"..."z", "0"..."9": return true
    case "_", "@", "%", "+", "=", ":", ",", ".", "/", "-": return true
    default: return false
    }
  }
}

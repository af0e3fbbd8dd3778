/// Text a person gave — a typed line, a JSON reply, a preset, an utterance — made safe to hand
/// to the matcher and to app code.
///
/// Control characters (C0, DEL, C1) are removed and a tab becomes a space. Besides keeping
/// stray bytes off the terminal, this keeps U+0000 out of app code: Foundation on Linux traps
/// on `"Suite Française".contains("e\u{0}")` (and on `range(of:)` and
/// `localizedCaseInsensitiveContains(_:)` alike), which string queries call with the person's
/// words.
public enum InputText {
  /// The text without its control characters; a tab becomes a space.
  public static func withoutControls(_ text: String) -> String {
    // Printable ASCII (nearly every line) has no control character to look up.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return text }
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.compactMap { scalar in
          if scalar == "\t" { return " " }
          return scalar.properties.generalCategory == .control ? nil : scalar
        }))
  }
}

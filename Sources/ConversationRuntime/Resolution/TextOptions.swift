import Foundation
@_spi(SiriSim) import OpenAppIntents

/// A text answer read as the parameter's `inputOptions` ask: a number pad takes digits only,
/// an email or URL keyboard wants an address, and the capitalization is applied as the
/// keyboard would have applied it while typing.
struct TextOptions: Sendable {
  let dialogs: Dialogs

  func resolve(_ text: String, for parameter: ParameterDescriptor) -> ValueResolution {
    guard let options = parameter.entry.inputOptions else { return .value(text) }
    switch options.keyboardType {
    case .numberPad, .asciiCapableNumberPad:
      guard text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return .invalid(dialogs.digitsOnly(parameter.title.defaultValue))
      }
      return .value(text)
    case .emailAddress:
      guard Self.looksLikeEmail(text) else { return .invalid(dialogs.needEmailAddress) }
      return .value(text)
    case .URL:
      guard Self.looksLikeWebAddress(text) else { return .invalid(dialogs.needWebAddress) }
      return .value(text)
    default:
      return .value(Self.capitalized(text, as: options.capitalizationType))
    }
  }

  /// "name@example.com": one @, something before it, and a dotted domain after it, no spaces.
  static func looksLikeEmail(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else {
      return false
    }
    let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
  }

  /// "https://example.com" or "example.com": no spaces, and a host with a dot.
  static func looksLikeWebAddress(_ text: String) -> Bool {
    guard !text.contains(where: \.isWhitespace) else { return false }
    let withScheme = text.contains("://") ? text : "https://" + text
    guard let host = URL(string: withScheme)?.host else { return false }
    return host.contains(".") && !host.hasPrefix(".") && !host.hasSuffix(".")
  }

  /// The text as a keyboard with this capitalization would have typed it: only letters the
  /// keyboard capitalizes change; letters typed as capitals stay.
  static func capitalized(
    _ text: String, as type: String.IntentInputOptions.CapitalizationType
  ) -> String {
    switch type {
    case .none:
      return text
    case .allCharacters:
      return text.uppercased()
    case .words:
      return capitalizing(text) { previous in previous == nil || previous?.isWhitespace == true }
    case .sentences:
      var sentenceEnded = true
      return capitalizing(text) { previous in
        if let previous, ".!?\n".contains(previous) { sentenceEnded = true }
        return sentenceEnded
      } afterLetter: {
        sentenceEnded = false
      }
    }
  }

  /// Capitalizes each letter `starts` says begins a word or sentence; `afterLetter` is told of
  /// each letter.
  private static func capitalizing(
    _ text: String, starts: (Character?) -> Bool, afterLetter: () -> Void = {}
  ) -> String {
    var result = ""
    var previous: Character?
    for character in text {
      let begins = starts(previous)
      if character.isLetter {
        result += begins ? character.uppercased() : String(character)
        afterLetter()
      } else {
        result.append(character)
      }
      previous = character
    }
    return result
  }
}

import OpenAppIntents

/// Reads a `SetValueIntent`'s `Bool` value from the words of the phrase that ran it: "Turn on
/// the VPN" sets `true`, "Turn off the VPN" sets `false`, as the phrase itself says which.
enum SetValueWords {
  static let onWords: Set<String> = ["on", "enable", "activate", "start", "open", "unmute"]
  static let offWords: Set<String> = ["off", "disable", "deactivate", "stop", "close", "mute"]

  /// Sets the intent's `Bool` `value` from the phrase, when the phrase says on or off and
  /// neither the phrase's values nor the shortcut's intent set it (a default gives way).
  static func apply(phrase: String, to intent: any AppIntent) throws {
    guard intent is any SetValueIntent,
      let parameter = IntentReflection.parameters(of: intent).first(where: { $0.name == "value" })?
        .parameter,
      case .boolean = parameter.descriptor.kind, !parameter.isSet,
      let value = value(in: phrase)
    else { return }
    try parameter.setValue(value)
  }

  /// `true` for a phrase with an on word, `false` for one with an off word, `nil` for neither
  /// or both.
  static func value(in phrase: String) -> Bool? {
    let words = Set(
      phrase.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
    let on = !words.isDisjoint(with: onWords)
    let off = !words.isDisjoint(with: offWords)
    guard on != off else { return nil }
    return on
  }
}

import ConversationRuntime

extension ExplanationReport {
  /// The explanation with what went wrong after the phrase matched: words a slot took that
  /// name none of the parameter's values ("pizza" for Soup Chef's soup), which Siri answered
  /// with “I couldn't find …”; or, with no interpretation, a thing the app doesn't have ("a
  /// cheeseburger" for Soup Chef), which Siri refused. A match alone would read as if all went
  /// well.
  ///
  /// - Parameters:
  ///   - explanation: The runtime's explanation, as ``ConversationRuntime/explain(_:limit:)`` gives it.
  ///   - interpretation: What the utterance means with its values read through the app, as
  ///     ``ConversationRuntime/interpret(_:limit:)`` gives it (its first result).
  package static func withValues(
    _ explanation: Explanation, of interpretation: Interpretation?
  ) -> Explanation {
    guard let top = explanation.candidates.first, top.isMatch else { return explanation }
    guard let interpretation else {
      // The runtime refused the match: its slot names a thing the app doesn't have.
      var explained = explanation
      let note =
        "The phrase matched, but it names a thing \(top.app) doesn't have: Siri says it hasn't added support for that."
      explained.reason = [explanation.reason, note].compactMap { $0 }.joined(separator: " ")
      return explained
    }
    guard top.app == interpretation.app, top.intent == interpretation.intent else {
      return explanation
    }
    let unfound = interpretation.words.keys.sorted().filter {
      interpretation.parameters[$0] == nil
    }
    guard !unfound.isEmpty else { return explanation }
    let named = unfound.compactMap { name in
      interpretation.words[name].map { "“\($0)” names no \(spoken(name)) \(top.app) has" }
    }
    var explained = explanation
    let note =
      "The phrase matched, but \(named.joined(separator: ", and ")): Siri said she couldn't find it and asked for one."
    explained.reason = [explanation.reason, note].compactMap { $0 }.joined(separator: " ")
    return explained
  }

  /// A parameter's name as words: "storeLocation" → "store location".
  static func spoken(_ name: String) -> String {
    var words = ""
    for character in name {
      if character.isUppercase, !words.isEmpty { words.append(" ") }
      words.append(Character(character.lowercased()))
    }
    return words
  }
}

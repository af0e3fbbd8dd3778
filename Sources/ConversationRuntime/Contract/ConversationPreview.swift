/// What SiriSim would do with the words typed so far, before they are sent: shown under the
/// input line as the person types, as Spotlight shows its top hit.
package struct ConversationPreview: Sendable, Equatable {
  /// The app's name, such as "Soup Chef".
  package var app: String
  /// The intent's title, such as "Order Soup".
  package var intentTitle: String
  /// The values read so far, in the intent's order: the words typed for each.
  package var values: [UnderstoodValue]
  /// Whether the words already make a whole request (Enter runs it); otherwise they begin a
  /// phrase.
  package var isComplete: Bool
  /// Whether the last value is still being typed ("clam ch…").
  package var isTypingValue: Bool
  /// What the phrase still needs, in its own words ("from Soup Chef"); empty when complete.
  package var missing: String

  /// Creates a preview.
  package init(
    app: String, intentTitle: String, values: [UnderstoodValue], isComplete: Bool,
    isTypingValue: Bool = false, missing: String = ""
  ) {
    self.app = app
    self.intentTitle = intentTitle
    self.values = values
    self.isComplete = isComplete
    self.isTypingValue = isTypingValue
    self.missing = missing
  }

  /// "Soup Chef · Order Soup · soup: clam ch…": the line a front end shows.
  package var summary: String {
    var parts = [app, intentTitle] + values.map(\.description)
    if isTypingValue, let last = parts.popLast() { parts.append(last + "…") }
    return parts.joined(separator: " · ")
  }
}

import Foundation

/// Something Siri expects the person to do next, learned from donations: Siri Suggestions.
public struct SiriSuggestion: Sendable, Equatable {
  /// The app's name.
  public var app: String
  /// The intent's type name, such as "OrderSoup".
  public var intent: String
  /// The intent's title, such as "Order Soup".
  public var intentTitle: String
  /// The values it runs with: those of the donations.
  public var parameters: [SavedParameter]
  /// How strongly Siri expects it, higher first; comparable within one ranking only.
  public var score: Double
  /// How many donations it stands for.
  public var count: Int
  /// When it was last done.
  public var lastDate: Date
  /// Why Siri suggests it, as she would say it: "You order Tomato Soup around noon".
  public var reason: String
  /// The prediction's display, for a `PredictableIntent` (the latest donation's).
  public var prediction: String?

  /// Creates a suggestion.
  public init(
    app: String, intent: String, intentTitle: String, parameters: [SavedParameter],
    score: Double, count: Int, lastDate: Date, reason: String, prediction: String? = nil
  ) {
    self.app = app
    self.intent = intent
    self.intentTitle = intentTitle
    self.parameters = parameters
    self.score = score
    self.count = count
    self.lastDate = lastDate
    self.reason = reason
    self.prediction = prediction
  }

  /// "Order Soup · soup: Tomato Soup · quantity: 1".
  public var summary: String {
    ([intentTitle] + parameters.map { "\($0.name): \($0.value)" }).joined(separator: " · ")
  }

  /// `OrderSoup 'soup=Tomato Soup' quantity=1`: the words of the `:run` (or `sirisim run`) that
  /// does the same, each quoted for a POSIX shell (``SavedParameter/description``).
  public var invocation: String {
    ([intent] + parameters.map(\.description)).joined(separator: " ")
  }
}

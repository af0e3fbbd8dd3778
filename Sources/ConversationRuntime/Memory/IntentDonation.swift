import Foundation

/// Something a person did that Siri remembers: an intent, its parameter values, when, and how
/// it ended (Apple's `INInteraction` / `IntentDonationManager` donation).
public struct IntentDonation: Sendable, Hashable, Identifiable {
  /// How the donated action ended.
  public enum Outcome: String, Sendable, Hashable, Codable, CaseIterable {
    /// Siri ran the intent to its result.
    case completed
    /// Siri ran the intent and it failed.
    case failed
    /// The app donated it (`IntentDonationManager.shared.donate(intent:)`).
    case donated
  }

  /// The donation's identifier (`IntentDonationIdentifier`).
  public var id: UUID
  /// The app's name, such as "Soup Chef".
  public var app: String
  /// The intent's type name, such as "OrderSoup".
  public var intent: String
  /// The intent's title, such as "Order Soup".
  public var intentTitle: String
  /// The parameter values that were set, in the intent's order.
  public var parameters: [SavedParameter]
  /// When it happened.
  public var date: Date
  /// How it ended.
  public var outcome: Outcome
  /// How Siri shows a prediction of it, when the intent is a `PredictableIntent` whose
  /// `predictionConfiguration` fits its values: "Crowd status of Yosemite Falls".
  public var prediction: String?

  /// Creates a donation.
  public init(
    id: UUID, app: String, intent: String, intentTitle: String, parameters: [SavedParameter],
    date: Date, outcome: Outcome, prediction: String? = nil
  ) {
    self.id = id
    self.app = app
    self.intent = intent
    self.intentTitle = intentTitle
    self.parameters = parameters
    self.date = date
    self.outcome = outcome
    self.prediction = prediction
  }

  /// "Order Soup · soup: Tomato Soup · quantity: 1".
  public var summary: String {
    ([intentTitle] + parameters.map { "\($0.name): \($0.value)" }).joined(separator: " · ")
  }
}

/// Which donations to find or delete.
public struct DonationFilter: Sendable, Equatable {
  /// Only this app's, when set.
  public var app: String?
  /// Only this intent type's, when set.
  public var intent: String?
  /// Only those naming this entity ("Type/id"), when set.
  public var entity: String?
  /// Only these, when set.
  public var identifiers: [UUID]?
  /// Only those before this time, when set.
  public var before: Date?

  /// A filter; with nothing set it matches every donation.
  public init(
    app: String? = nil, intent: String? = nil, entity: String? = nil,
    identifiers: [UUID]? = nil, before: Date? = nil
  ) {
    self.app = app
    self.intent = intent
    self.entity = entity
    self.identifiers = identifiers
    self.before = before
  }

  /// Whether a donation passes the filter.
  public func matches(_ donation: IntentDonation) -> Bool {
    if let app, donation.app != app { return false }
    if let intent, donation.intent != intent { return false }
    if let entity, !donation.parameters.contains(where: { $0.entities.contains(entity) }) {
      return false
    }
    if let identifiers, !identifiers.contains(donation.id) { return false }
    if let before, donation.date >= before { return false }
    return true
  }
}

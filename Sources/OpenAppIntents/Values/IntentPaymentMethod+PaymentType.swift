extension IntentPaymentMethod {
  /// The kinds of payment method.
  public enum PaymentType: Sendable, Hashable, CaseIterable {
    /// A kind the app does not say.
    case unknown
    /// A checking account.
    case checking
    /// A savings account.
    case savings
    /// A brokerage account.
    case brokerage
    /// A debit card.
    case debit
    /// A credit card.
    case credit
    /// A prepaid card or account.
    case prepaid
    /// A store card.
    case store
    /// Apple Pay.
    case applePay

    /// The kind's name, as a payment method without a name of its own shows it.
    var title: LocalizedStringResource {
      switch self {
      case .unknown: "Payment Method"
      case .checking: "Checking Account"
      case .savings: "Savings Account"
      case .brokerage: "Brokerage Account"
      case .debit: "Debit Card"
      case .credit: "Credit Card"
      case .prepaid: "Prepaid Card"
      case .store: "Store Card"
      case .applePay: "Apple Pay"
      }
    }
  }
}

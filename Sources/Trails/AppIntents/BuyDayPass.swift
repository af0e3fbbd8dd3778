import Foundation
import OpenAppIntents

/// Buys a day pass after the person confirms the price: Apple's `BuyDayPass`.
public struct BuyDayPass: AppIntent {
  public static let title: LocalizedStringResource = "Buy Day Pass"
  public static let description = IntentDescription(
    "Purchase a day pass for your trail activity with Apple Pay.")

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    let passAmount = IntentCurrencyAmount(
      amount: Decimal(string: "6.50") ?? 6.5, currencyCode: "USD")
    do {
      try await requestConfirmation(
        actionName: .buy,
        dialog: "Are you sure you want to purchase a day pass for \(passAmount)?")
    } catch is CancellationError {
      throw TrailIntentError.dayPassTransactionCanceled
    }
    return .result(dialog: "Your trail day pass is active.")
  }
}

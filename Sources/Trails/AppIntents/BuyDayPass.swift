import Foundation
import OpenAppIntents
import SiriSimApp

/// Buys a day pass after the person confirms the price: Apple's `BuyDayPass`.
public struct BuyDayPass: AppIntent {
  public static let title: LocalizedStringResource = "Buy Day Pass"
  public static let description = IntentDescription(
    "Purchase a day pass for your trail activity with Apple Pay.")

  // SiriSim keeps a record of the pass, which Apple's sample does not.
  @Dependency private var appData: AppDataStore
  @Dependency private var environment: TrailsEnvironment

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
    let pass = DayPass(
      purchaseDate: environment.intents.now(), amount: passAmount.amount,
      currencyCode: passAmount.currencyCode)
    do {
      try DayPassStore(appData: appData).record(pass)
    } catch {
      throw TrailsDataError(message: "Your day pass couldn't be recorded. \(error.message)")
    }
    return .result(dialog: "Your trail day pass is active.")
  }
}

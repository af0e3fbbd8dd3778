import Foundation
import OpenAppIntents
import SiriSimApp

/// A day pass the person bought with ``BuyDayPass``.
///
/// SiriSim-only: Apple's sample asks for the payment and keeps no record of it.
public struct DayPass: Codable, Hashable, Sendable {
  /// When it was bought, by the environment's clock.
  public var purchaseDate: Date
  /// What it cost.
  public var amount: Decimal
  /// The ISO 4217 currency code of the amount, such as "USD".
  public var currencyCode: String

  /// Creates a day pass.
  public init(purchaseDate: Date, amount: Decimal, currencyCode: String) {
    self.purchaseDate = purchaseDate
    self.amount = amount
    self.currencyCode = currencyCode
  }
}

/// The day passes the person bought, kept under ``key`` in the app's data so that they are
/// there on the next run.
///
/// It holds nothing itself: every call reads the store, which ``BuyDayPass`` writes through its
/// `@Dependency` on the app's ``AppDataStore``.
public struct DayPassStore: Sendable {
  /// The key the passes are stored under in the app's data.
  public static let key = "dayPasses"

  private let appData: AppDataStore

  /// The passes kept in `appData`.
  public init(appData: AppDataStore) {
    self.appData = appData
  }

  /// The passes, oldest first; none when nothing is stored.
  ///
  /// - Throws: ``TrailsDataError`` when the stored passes cannot be read.
  public func passes() throws(TrailsDataError) -> [DayPass] {
    do {
      return try appData.value([DayPass].self, forKey: Self.key) ?? []
    } catch {
      throw TrailsDataError(message: "The stored day passes can't be read: \(error)")
    }
  }

  /// Records a pass after the others.
  ///
  /// - Throws: ``TrailsDataError`` when the stored passes cannot be read (they are not written
  ///   over) or the passes cannot be saved.
  public func record(_ pass: DayPass) throws(TrailsDataError) {
    _ = try passes()
    do {
      // Read and written in one step, so a pass bought in another SiriSim is kept too.
      try appData.update([DayPass].self, forKey: Self.key) { stored in (stored ?? []) + [pass] }
    } catch {
      throw TrailsDataError(message: "The day pass couldn't be saved: \(error)")
    }
  }
}

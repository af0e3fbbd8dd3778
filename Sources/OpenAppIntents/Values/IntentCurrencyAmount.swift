import Foundation

/// An amount of money in a currency, as Siri speaks it ("$9.25").
public struct IntentCurrencyAmount: Sendable, Hashable, CustomStringConvertible {
  /// The amount.
  public var amount: Decimal
  /// The ISO 4217 currency code, such as "USD".
  public var currencyCode: String

  /// Creates an amount.
  public init(amount: Decimal, currencyCode: String) {
    self.amount = amount
    self.currencyCode = currencyCode
  }

  /// The amount with its currency symbol and two decimals, such as "$9.25" or "€3.50".
  public var description: String {
    var rounded = Decimal()
    var value = amount
    NSDecimalRound(&rounded, &value, 2, .bankers)
    let number = Self.twoDecimals(rounded)
    switch currencyCode.uppercased() {
    case "USD": return "$" + number
    case "EUR": return "€" + number
    case "GBP": return "£" + number
    case "JPY": return "¥" + number
    default: return number + " " + currencyCode
    }
  }

  private static func twoDecimals(_ value: Decimal) -> String {
    let text = "\(value)"
    let negative = text.hasPrefix("-")
    let digits = negative ? String(text.dropFirst()) : text
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    let whole = parts.first.map(String.init) ?? "0"
    var fraction = parts.count > 1 ? String(parts[1]) : ""
    while fraction.count < 2 { fraction += "0" }
    return (negative ? "-" : "") + whole + "." + fraction.prefix(2)
  }
}

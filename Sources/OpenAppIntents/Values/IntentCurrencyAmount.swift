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
  /// The sign comes before the symbol and thousands are grouped, as in en_US: "-$1,234.50".
  public var description: String {
    guard !amount.isNaN else { return "an unknown amount of \(currencyCode)" }
    var rounded = Decimal()
    var value = amount
    NSDecimalRound(&rounded, &value, 2, .bankers)
    let negative = rounded < 0
    let number = Self.twoDecimals(negative ? -rounded : rounded)
    let sign = negative ? "-" : ""
    switch currencyCode.uppercased() {
    case "USD": return sign + "$" + number
    case "EUR": return sign + "€" + number
    case "GBP": return sign + "£" + number
    case "JPY": return sign + "¥" + number
    default: return sign + number + " " + currencyCode
    }
  }

  /// A non-negative amount with grouped thousands and two decimals.
  private static func twoDecimals(_ value: Decimal) -> String {
    let parts = "\(value)".split(separator: ".", omittingEmptySubsequences: false)
    let whole = Array(parts.first.map(String.init) ?? "0")
    var fraction = parts.count > 1 ? String(parts[1]) : ""
    while fraction.count < 2 { fraction += "0" }
    var grouped = ""
    for (index, digit) in whole.enumerated() {
      if index > 0, (whole.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return grouped + "." + fraction.prefix(2)
  }
}

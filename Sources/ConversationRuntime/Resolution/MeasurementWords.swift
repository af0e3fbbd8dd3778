import Foundation
@_spi(SiriSim) import OpenAppIntents
import PhraseMatching

/// Measurements in words: "5 km", "3 miles", "500m", "2.5 km", "two miles"; a number alone is
/// in the parameter's default unit. (Fractions in words, "two and a half", are not read.)
enum MeasurementWords {
  static func resolve(
    _ text: String, support: MeasurementValueSupport, parameter: ParameterDescriptor
  ) -> ValueResolution {
    let title = parameter.title.defaultValue.lowercased()
    guard let (number, unitWords) = split(text) else {
      return .invalid(example(for: support, title: title))
    }
    let unit: Dimension
    if unitWords.isEmpty {
      unit =
        parameter.measurement?.defaultUnit ?? support.units.first?.unit ?? Dimension(symbol: "")
    } else if let named = support.unit(named: unitWords) {
      unit = named
    } else {
      let known = support.units.map { $0.unit.symbol }.joined(separator: ", ")
      return .invalid("Sorry, I don't know the unit “\(unitWords)”; I know \(known).")
    }
    if number < 0, parameter.measurement?.supportsNegativeNumbers == false {
      return .invalid("The \(title) can't be negative.")
    }
    return .value(support.make(number, unit))
  }

  /// The number at the start of the text and the words after it: "5 km" → (5, "km"),
  /// "500m" → (500, "m"), "two miles" → (2, "miles").
  static func split(_ text: String) -> (Double, String)? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    var digits = ""
    for character in trimmed {
      guard character.isASCII,
        character.isNumber || character == "." || character == ","
          || (digits.isEmpty && "+-".contains(character))
      else { break }
      digits.append(character)
    }
    if !digits.isEmpty, digits.contains(where: \.isNumber) {
      guard let number = Double(digits.replacingOccurrences(of: ",", with: "")), number.isFinite
      else { return nil }
      let rest = trimmed.dropFirst(digits.count).trimmingCharacters(in: .whitespaces)
      return (number, rest)
    }
    // Number words: the longest run of leading words that reads as a number.
    let words = trimmed.split(separator: " ").map(String.init)
    for count in stride(from: min(words.count, 6), through: 1, by: -1) {
      if let number = NumberWords.parse(words.prefix(count).joined(separator: " ")) {
        return (Double(number), words.dropFirst(count).joined(separator: " "))
      }
    }
    return nil
  }

  private static func example(for support: MeasurementValueSupport, title: String) -> String {
    let units = support.units.prefix(2).map { $0.unit.symbol }
    let sample = units.count == 2 ? "5 \(units[1]) or 500 \(units[0])" : "a number and a unit"
    return "Sorry, I need a \(support.dimensionName) for the \(title), such as \(sample)."
  }
}

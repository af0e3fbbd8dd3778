import Foundation

extension Measurement where UnitType: Dimension {
  /// How a measurement is written: Darwin Foundation's `Measurement.FormatStyle`, which
  /// Foundation on Linux lacks. Built by `.measurement(width:usage:numberFormatStyle:)`.
  public struct FormatStyle: Foundation.FormatStyle, Sendable, Hashable, Codable {
    /// How wide the unit is written.
    public enum UnitWidth: String, Sendable, Hashable, Codable {
      /// "5 kilometers"
      case wide
      /// "5 km"
      case abbreviated
      /// "5km"
      case narrow
    }

    /// How wide the unit is written.
    public var width: UnitWidth
    /// What the measurement is for, which picks its unit.
    public var usage: MeasurementFormatUnitUsage<UnitType>
    /// How the number is written; `nil`: at most two fraction digits.
    public var numberFormatStyle: FloatingPointFormatStyle<Double>?
    /// The locale whose measurement system applies.
    public var locale: Locale

    /// A style.
    public init(
      width: UnitWidth, locale: Locale = .autoupdatingCurrent,
      usage: MeasurementFormatUnitUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) {
      self.width = width
      self.locale = locale
      self.usage = usage
      self.numberFormatStyle = numberFormatStyle
    }

    /// The measurement as text.
    public func format(_ value: Measurement<UnitType>) -> String {
      let formatter = MeasurementFormatter()
      formatter.locale = locale
      formatter.unitStyle =
        switch width {
        case .wide: .long
        case .abbreviated: .medium
        case .narrow: .short
        }
      var measurement = value
      switch usage.kind {
      case .asProvided:
        formatter.unitOptions = .providedUnit
      case .unit(let symbol):
        if let unit = UnitVocabulary.ladder(for: value.unit, system: locale.measurementSystem)
          .first(where: { $0.symbol == symbol }) as? UnitType
          ?? (symbol == UnitEnergy.kilocalories.symbol ? UnitEnergy.kilocalories as? UnitType : nil)
        {
          measurement = value.converted(to: unit)
        }
        formatter.unitOptions = .providedUnit
      case .general:
        formatter.unitOptions = .naturalScale
      }
      guard let numberFormatStyle else { return formatter.string(from: measurement) }
      let number = measurement.value.formatted(numberFormatStyle)
      let unit = formatter.string(from: measurement.unit)
      return width == .narrow ? number + unit : number + " " + unit
    }

    /// The same style in another locale.
    public func locale(_ locale: Locale) -> Self {
      var copy = self
      copy.locale = locale
      return copy
    }
  }

  /// The measurement written with a style, such as `.measurement(width: .abbreviated)`.
  public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
  where Style.FormatInput == Self {
    style.format(self)
  }

  /// The measurement written with its unit abbreviated, in the unit that suits its size.
  public func formatted() -> String {
    FormatStyle(width: .abbreviated).format(self)
  }
}

extension FormatStyle {
  /// A style that writes measurements: Darwin Foundation's
  /// `measurement(width:usage:numberFormatStyle:)`.
  public static func measurement<UnitType: Dimension>(
    width: Measurement<UnitType>.FormatStyle.UnitWidth,
    usage: MeasurementFormatUnitUsage<UnitType> = .general,
    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
  ) -> Self where Self == Measurement<UnitType>.FormatStyle {
    Measurement<UnitType>.FormatStyle(
      width: width, usage: usage, numberFormatStyle: numberFormatStyle)
  }
}

/// What a measurement is for, which picks the unit it is written in: Darwin Foundation's
/// `MeasurementFormatUnitUsage`.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Sendable, Hashable, Codable {
  enum Kind: Sendable, Hashable, Codable {
    case general
    case asProvided
    case unit(symbol: String)
  }

  let kind: Kind

  /// The unit that suits the measurement's size in the locale's system.
  public static var general: Self { Self(kind: .general) }
  /// The measurement's own unit.
  public static var asProvided: Self { Self(kind: .asProvided) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
  /// Food energy: kilocalories.
  public static var food: Self { Self(kind: .unit(symbol: UnitEnergy.kilocalories.symbol)) }
  /// Energy burned in a workout: kilocalories.
  public static var workout: Self { Self(kind: .unit(symbol: UnitEnergy.kilocalories.symbol)) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
  /// A distance by road: the locale's road unit (kilometers, or miles in the United States).
  public static var road: Self { Self(kind: .general) }
  /// A person's height.
  public static var personHeight: Self { Self(kind: .general) }
}

import Foundation

/// A reference to a localizable string: its key, its default value and its table.
///
/// As on Apple platforms, a resource is written as a string literal or interpolation
/// (`"Order \(quantity) soups"`). SiriSim renders interpolated values when the resource is
/// created, so a resource is a plain `Sendable` value that front ends can show as is.
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  /// The key that looks the string up in its table.
  public var key: String
  /// The text to show when no translation is found.
  public var defaultValue: String
  /// The strings table the key belongs to, or `nil` for `Localizable`.
  public var table: String?
  /// The interpolated values as Siri speaks them, in order: what a translation's `%@` and
  /// `%1$@` stand for when the runtime looks the key up in the app's `Localizable.strings`.
  @_spi(SiriSim) public var arguments: [String] = []

  /// Creates a resource from a key, with an optional default value and table (SiriSim reads
  /// the app's strings in the development language, so `locale` and `bundle` are kept for
  /// Apple's signature only).
  public init(
    _ key: String, defaultValue: String? = nil, table: String? = nil,
    locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.key = key
    self.defaultValue = defaultValue ?? key
    self.table = table
  }

  /// Creates a resource whose key and default value are the literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a resource from an interpolation, rendering each value as Siri would speak it.
  public init(stringInterpolation: StringInterpolation) {
    self.init(stringInterpolation.key, defaultValue: stringInterpolation.text)
    arguments = stringInterpolation.arguments
  }

  /// The text a person reads.
  public var description: String { defaultValue }

  /// Builds the text of an interpolated resource.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""
    var key = ""
    var arguments: [String] = []

    /// Reserves room for the literal parts.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      text += literal
      key += literal.replacingOccurrences(of: "%", with: "%%")
    }

    /// Appends a value as Siri speaks it: entities by title, enum cases by their display name,
    /// errors and resources by their text, anything else by its description.
    public mutating func appendInterpolation<T>(_ value: T) {
      let spoken = IntentValueFormatter.spokenText(of: value)
      text += spoken
      key += "%@"
      arguments.append(spoken)
    }

    /// Appends another resource's text.
    public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
      text += resource.defaultValue
      key += "%@"
      arguments.append(resource.defaultValue)
    }

    /// Appends a placeholder, as used in `TypeDisplayRepresentation(numericFormat:)`.
    public mutating func appendInterpolation(placeholder: LocalizedStringResource.Placeholder) {
      text += placeholder.token
      key += placeholder.token
    }
  }

  /// A placeholder in a numeric format such as `"\(placeholder: .int) trails"`.
  public struct Placeholder: Sendable, Hashable {
    let token: String
    /// An integer placeholder.
    public static let int = Placeholder(token: "%lld")
  }
}

/// A type that describes itself with a localizable resource, such as an error Siri speaks.
public protocol CustomLocalizedStringResourceConvertible {
  /// The resource Siri speaks for this value.
  var localizedStringResource: LocalizedStringResource { get }
}

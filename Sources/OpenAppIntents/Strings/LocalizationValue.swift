import Foundation

/// Foundation's localizable-string types, which Foundation on Linux lacks.
extension String {
  /// A localizable string's key and default text, written as a literal or an interpolation
  /// with placeholders: `"\(placeholder: .int) trails"`.
  public struct LocalizationValue: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The key, with `%@`/`%lld` where values go.
    public var key: String
    /// The text with the values in it.
    public var defaultValue: String

    /// A literal key.
    public init(stringLiteral value: String) {
      key = value
      defaultValue = value
    }

    /// An interpolated key.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
      key = stringInterpolation.key
      defaultValue = stringInterpolation.text
    }

    /// A key given as text.
    public init(_ value: String) {
      self.init(stringLiteral: value)
    }
  }

  /// The text of a localizable resource (the development language's, in SiriSim).
  public init(localized resource: LocalizedStringResource) {
    self = resource.defaultValue
  }

  /// The text of a localizable string.
  public init(
    localized value: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = value.defaultValue
  }

  /// The text of a localizable string with a key and a default value.
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = defaultValue.defaultValue
  }
}

extension LocalizedStringResource {
  /// A resource from a localization value, such as `"\(placeholder: .int) trails"`, in a table.
  public init(
    _ value: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.init(value.key, defaultValue: value.defaultValue, table: table)
  }
}

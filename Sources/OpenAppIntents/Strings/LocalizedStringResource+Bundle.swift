import Foundation

extension LocalizedStringResource {
  /// The bundle a resource's strings table is in (Foundation's).
  ///
  /// SiriSim reads an app's strings from the folder its package names, so the bundle is kept
  /// for Apple's signatures only.
  public enum BundleDescription: Sendable, Hashable {
    /// The app's main bundle.
    case main
    /// The bundle at a URL.
    case atURL(URL)
    /// The bundle of a class, named here by the class's name.
    case forClassNamed(String)

    /// The bundle that holds a class.
    public static func forClass(_ anyClass: AnyClass) -> BundleDescription {
      .forClassNamed(String(describing: anyClass))
    }
  }

  /// Creates a resource from a key and a default value in a bundle (Foundation's
  /// `Bundle` form).
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    locale: Locale = .current, bundle: Bundle, comment: StaticString? = nil
  ) {
    self.init("\(key)", defaultValue: defaultValue.defaultValue, table: table)
  }

  /// Creates a resource from a key and a default value, as Foundation spells it with a
  /// static key and a localization value (an interpolation's values are in the default value).
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.init("\(key)", defaultValue: defaultValue.defaultValue, table: table)
  }

  /// Creates a resource from a localization value in a bundle (Foundation's `Bundle` form).
  public init(
    _ value: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: Bundle, comment: StaticString? = nil
  ) {
    self.init(value.key, defaultValue: value.defaultValue, table: table)
  }
}

/// The name of a type of value, such as "Soup", used in prompts ("Which soup?").
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
  /// The type's name.
  public var name: LocalizedStringResource
  /// A format for counts, such as "%lld soups".
  public var numericFormat: LocalizedStringResource?
  /// Other names a person may call the type by, such as "Pie" for "Pizza".
  public var synonyms: [LocalizedStringResource]

  /// Creates a type representation with a format for counts and other names.
  ///
  /// Apple's defaults both; here the two-argument initializers give them, so a call naming
  /// only one of them is not ambiguous.
  public init(
    name: LocalizedStringResource, numericFormat: LocalizedStringResource?,
    synonyms: [LocalizedStringResource]
  ) {
    self.name = name
    self.numericFormat = numericFormat
    self.synonyms = synonyms
  }

  /// Creates a type representation.
  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
    self.init(name: name, numericFormat: numericFormat, synonyms: [])
  }

  /// Creates a type representation from a literal name.
  public init(stringLiteral value: String) {
    self.init(name: LocalizedStringResource(stringLiteral: value))
  }

  /// Creates a type representation from an interpolated name.
  public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
    self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}

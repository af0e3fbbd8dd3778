/// What an intent does, as shown in Shortcuts and Siri suggestions.
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringInterpolation {
  /// The description text.
  public var descriptionText: LocalizedStringResource
  /// The Shortcuts category the intent is listed under.
  public var categoryName: LocalizedStringResource?
  /// Extra words that find the intent in search.
  public var searchKeywords: [LocalizedStringResource]
  /// What the intent's result is called.
  public var resultValueName: LocalizedStringResource?

  /// Creates a description.
  public init(
    _ descriptionText: LocalizedStringResource,
    categoryName: LocalizedStringResource? = nil,
    searchKeywords: [LocalizedStringResource] = [],
    resultValueName: LocalizedStringResource? = nil
  ) {
    self.descriptionText = descriptionText
    self.categoryName = categoryName
    self.searchKeywords = searchKeywords
    self.resultValueName = resultValueName
  }

  /// Creates a description from a literal.
  public init(stringLiteral value: String) {
    self.init(LocalizedStringResource(stringLiteral: value))
  }

  /// Creates a description from an interpolation.
  public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
    self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}

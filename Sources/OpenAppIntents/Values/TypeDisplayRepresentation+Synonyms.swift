extension TypeDisplayRepresentation {
  /// Creates a type representation with other names a person may call the type by:
  /// `TypeDisplayRepresentation(name: "Pizza", synonyms: ["Pie", "Za"])`.
  public init(name: LocalizedStringResource, synonyms: [LocalizedStringResource]) {
    self.init(name: name, numericFormat: nil, synonyms: synonyms)
  }
}

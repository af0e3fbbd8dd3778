extension ParameterSummaryString {
  /// Creates a sentence without parameters from a string, such as one the app builds.
  public init(_ string: String) {
    self.init(stringLiteral: string)
  }
}

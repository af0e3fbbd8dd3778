extension AppIntent {
  /// The intent's parameter summary for its current values, or `nil` when it has none.
  @_spi(SiriSim) public var parameterSummaryText: ParameterSummaryText? {
    Self.render(Self.parameterSummary, for: self)
  }

  private static func render<Content: ParameterSummary>(_ summary: Content, for intent: Self)
    -> ParameterSummaryText?
  {
    guard let intent = intent as? Content.Intent else { return nil }
    return summary.renderedSummary(for: intent)
  }
}

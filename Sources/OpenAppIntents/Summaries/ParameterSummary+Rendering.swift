extension ParameterSummary {
  /// This summary's rendering for an intent of any type: the intent it was written for, and
  /// nothing for another (a `When` or `Case` does not tie its branches to its own intent type,
  /// as in Apple's framework).
  func rendering<Other: AppIntent>(for intentType: Other.Type) -> (Other) -> ParameterSummaryText? {
    { intent in (intent as? Intent).flatMap { self.renderedSummary(for: $0) } }
  }
}

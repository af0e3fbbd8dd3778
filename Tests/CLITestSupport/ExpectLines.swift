import Testing

/// Expects every one of `expected` in `text`, each reported on its own when missing.
public func expectLines(
  _ expected: [String], in text: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  for line in expected where !text.contains(line) {
    Issue.record("Expected “\(line)” in:\n\(text)", sourceLocation: sourceLocation)
  }
}

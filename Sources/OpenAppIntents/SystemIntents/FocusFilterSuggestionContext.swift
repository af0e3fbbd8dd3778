/// What the system tells an app when it asks for suggested Focus filter configurations.
public struct FocusFilterSuggestionContext: Sendable, Hashable {
  /// Creates a context; SiriSim has no Focus to describe.
  @_spi(SiriSim) public init() {}
}

import ConversationRuntime

extension InterpretedValue {
  /// The title of an entity value; nil for any other value.
  public var entityTitle: String? {
    if case .entity(_, let title) = self { return title }
    return nil
  }
}

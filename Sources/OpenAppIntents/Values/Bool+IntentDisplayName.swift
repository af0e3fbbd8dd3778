extension Bool {
  /// How a yes-or-no parameter's two values are shown, such as "Favored" and "Unfavored".
  public struct IntentDisplayName: Sendable, Hashable {
    /// The title of `true`.
    public let `true`: LocalizedStringResource
    /// The title of `false`.
    public let `false`: LocalizedStringResource

    /// Titles for the two values.
    public init(true: LocalizedStringResource, false: LocalizedStringResource) {
      self.true = `true`
      self.false = `false`
    }
  }
}

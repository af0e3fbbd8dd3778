/// What Siri says: a full text for voice-only use and a shorter one that goes with a snippet.
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringInterpolation {
  /// The text that stands alone, spoken when nothing is shown (voice-only mode).
  public var full: LocalizedStringResource
  /// The text that accompanies a visual, such as a snippet.
  public var supporting: LocalizedStringResource
  /// An SF Symbol shown beside the dialog.
  public var systemImageName: String?

  /// Creates a dialog whose full and supporting texts are the same.
  public init(_ resource: LocalizedStringResource) {
    self.init(full: resource, supporting: resource)
  }

  /// Creates a dialog from a literal.
  public init(stringLiteral value: String) {
    self.init(LocalizedStringResource(stringLiteral: value))
  }

  /// Creates a dialog from an interpolation.
  public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
    self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
  }

  /// Creates a dialog with a full text and a supporting text.
  public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
    self.init(full: full, supporting: supporting, systemImageName: nil)
  }

  /// Creates a dialog with a symbol.
  public init(full: LocalizedStringResource, systemImageName: String) {
    self.init(full: full, supporting: full, systemImageName: systemImageName)
  }

  /// Creates a dialog with a full text, a supporting text and a symbol.
  public init(
    full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String?
  ) {
    self.full = full
    self.supporting = supporting
    self.systemImageName = systemImageName
  }
}

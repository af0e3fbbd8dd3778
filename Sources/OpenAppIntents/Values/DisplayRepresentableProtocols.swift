/// A value whose instances each show themselves to a person: Apple's
/// `InstanceDisplayRepresentable`.
public protocol InstanceDisplayRepresentable: CustomLocalizedStringResourceConvertible {
  /// How this instance appears.
  var displayRepresentation: DisplayRepresentation { get }
}

extension InstanceDisplayRepresentable {
  /// The instance's title, for dialogs.
  public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

/// A fixed set of values, each with its own display: Apple's `CaseDisplayRepresentable`.
public protocol CaseDisplayRepresentable: CustomLocalizedStringResourceConvertible, CaseIterable,
  Hashable
{
  /// How each value appears.
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension CaseDisplayRepresentable {
  /// The value's title, or its description when it has no display.
  public var localizedStringResource: LocalizedStringResource {
    Self.caseDisplayRepresentations[self]?.title
      ?? LocalizedStringResource(stringLiteral: String(describing: self))
  }
}

extension CaseDisplayRepresentable where Self: InstanceDisplayRepresentable {
  /// The instance's own display's title.
  public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

/// A fixed set of values that also names its type: Apple's `StaticDisplayRepresentable`.
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}

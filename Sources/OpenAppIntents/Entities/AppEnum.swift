/// A fixed set of values, such as "pickup" and "delivery", that intents work with.
public protocol AppEnum: AppValue, RawRepresentable, CaseIterable, Hashable,
  TypeDisplayRepresentable
where RawValue: LosslessStringConvertible & Sendable {
  /// How each case appears to a person.
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
  /// Enums are filled by picking a case.
  public static var _valueKind: IntentValueKind { .enumeration(EnumValueSupport(Self.self)) }

  /// How this case appears; its raw value when the app gives no representation.
  public var displayRepresentation: DisplayRepresentation {
    Self.caseDisplayRepresentations[self]
      ?? DisplayRepresentation(title: LocalizedStringResource(rawValue.description))
  }

  /// This case's title as a resource.
  public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

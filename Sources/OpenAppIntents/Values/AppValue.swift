/// A conceptual type that app intents work with: the base of ``AppEntity``, ``AppEnum`` and
/// ``TransientAppEntity``.
///
/// As in Apple's framework, an app does not adopt it directly but through one of those.
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue, Sendable
{}

extension AppValue {
  /// The type's name, as Apple's framework names an entity or enum type by default.
  public static var persistentIdentifier: String { String(describing: Self.self) }
}

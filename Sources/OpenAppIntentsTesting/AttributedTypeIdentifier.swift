/// What identifies an app entity type within an app: its type name and the app's bundle
/// identifier.
///
/// Apple's type comes from `AppIntentsTypeSupport` (re-exported by App Intents); SiriSim's
/// keeps the same initializer and properties.
public struct AttributedTypeIdentifier: Sendable, Hashable {
  /// The entity type's persistent identifier: its type name, such as "SoupAppEntity".
  public let persistentIdentifier: String
  /// The bundle identifier of the app that defines the type, when known.
  public let bundleIdentifier: String?

  /// Creates a type identifier.
  public init(persistentIdentifier: String, bundleIdentifier: String? = nil) {
    self.persistentIdentifier = persistentIdentifier
    self.bundleIdentifier = bundleIdentifier
  }
}

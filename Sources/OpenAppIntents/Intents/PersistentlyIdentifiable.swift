/// A type with an identifier that stays the same across releases of the app, so donations and
/// saved shortcuts keep finding it. Every `AppIntent` is one: by default its identifier is its
/// type's name.
public protocol PersistentlyIdentifiable {
  /// The stable identifier.
  static var persistentIdentifier: String { get }
}

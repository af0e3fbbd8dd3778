import OpenAppIntents

extension AnyTransientAppEntity {
  /// The entity's content as a file, through its type's `Transferable` conformance: the
  /// representation of `contentType` (one of a type that conforms to it), or the first the
  /// type registers when `nil`.
  ///
  /// A made entity is made first, with the app's own `init()` and the values given, as when
  /// an intent takes it (a reference among them found through its query).
  public func exported(as contentType: UTType? = nil) async throws -> IntentFile {
    try await EntityTransfer.file(exporting: try await made(), as: contentType)
  }

  /// The entity exported as a value of `type` (such as `String`), through the first content
  /// type the entity exports that `type` imports.
  public func exported<T>(as type: T.Type) async throws -> T
  where T: IntentValueConvertible, T: Transferable {
    try await EntityTransfer.value(exporting: try await made(), as: type)
  }

  private func made() async throws(AppIntentsTestingError) -> any TransientAppEntity {
    try await make(in: await session?.runtime())
  }
}

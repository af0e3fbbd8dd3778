import OpenAppIntents

extension AnyAppEntity {
  /// The entity's content as a file, through its type's `Transferable` conformance: the
  /// representation of `contentType` (one of a type that conforms to it), or the first the
  /// type registers when `nil`.
  ///
  /// A reference made from an identifier is first found through the entity's query, as a
  /// property read finds it. Throws ``AppIntentsTestingError/notTransferable(entity:)`` when
  /// the type is not `Transferable`, ``AppIntentsTestingError/unsupportedExportType(entity:contentType:exported:)``
  /// when no representation exports `contentType`.
  public func exported(as contentType: UTType? = nil) async throws -> IntentFile {
    try await EntityTransfer.file(
      exporting: try appEntity(reading: "exported(as:)"), as: contentType)
  }

  /// The entity exported as a value of `type` (such as `String`), through the first content
  /// type the entity exports that `type` imports.
  public func exported<T>(as type: T.Type) async throws -> T
  where T: IntentValueConvertible, T: Transferable {
    try await EntityTransfer.value(exporting: try appEntity(reading: "exported(as:)"), as: type)
  }
}

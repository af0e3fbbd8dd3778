import Foundation
@_spi(SiriSim) import OpenAppIntents

/// An entity exported through, and made again from, its type's `Transferable` conformance
/// (`OpenAppIntents`' `TransferPipeline`), with SiriSim's errors.
enum EntityTransfer {
  /// `entity` exported as `contentType` (its first representation when `nil`) as a file.
  static func file(exporting entity: Any, as contentType: UTType?)
    async throws(AppIntentsTestingError) -> IntentFile
  {
    let typeName = String(describing: type(of: entity))
    guard let item = entity as? any Transferable else { throw .notTransferable(entity: typeName) }
    let exported = try await export(item, as: contentType, typeName: typeName)
    let filename =
      exported.fileName
      ?? "\(typeName).\(exported.contentType.preferredFilenameExtension ?? "data")"
    return IntentFile(data: exported.data, filename: filename, type: exported.contentType)
  }

  /// `made` as the kind of entity a definition makes, or the error that says it is not an
  /// instance of the type `typeIdentifier` names.
  static func cast<Entity>(_ made: Any, to _: Entity.Type, named typeIdentifier: String)
    throws(AppIntentsTestingError) -> Entity
  {
    guard let entity = made as? Entity else {
      throw .notAnInstance(expected: typeIdentifier, actual: String(describing: type(of: made)))
    }
    return entity
  }

  /// An entity of `entityType` imported from `file`, through the representation of the file's
  /// type (or of its name's extension; the first that imports when neither says).
  static func entity(of entityType: Any.Type, from file: IntentFile)
    async throws(AppIntentsTestingError) -> Any
  {
    let typeName = String(describing: entityType)
    guard let type = entityType as? any Transferable.Type else {
      throw .notTransferable(entity: typeName)
    }
    let contentType =
      file.type
      ?? file.filename.split(separator: ".", omittingEmptySubsequences: false).dropFirst().last
      .flatMap { UTType(filenameExtension: String($0)) }
    return try await importing(type, from: file.data, contentType: contentType, typeName: typeName)
  }

  /// `entity` exported as a value of `valueType`: through the first content type the entity
  /// exports that the value's type imports.
  static func value<T: Transferable>(exporting entity: Any, as valueType: T.Type)
    async throws(AppIntentsTestingError) -> T
  {
    let typeName = String(describing: type(of: entity))
    guard let item = entity as? any Transferable else { throw .notTransferable(entity: typeName) }
    let exported = exportedTypes(of: item)
    let accepted = TransferPipeline.importedContentTypes(of: T.self)
    guard
      let shared = exported.first(where: { type in accepted.contains { type.conforms(to: $0) } })
    else {
      throw .unsupportedExportType(
        entity: typeName, contentType: described(T.self, accepted),
        exported: exported.map(\.identifier))
    }
    let data = try await export(item, as: shared, typeName: typeName)
    do throws(TransferProblem) {
      return try await TransferPipeline.import(T.self, from: data.data, contentType: shared)
    } catch {
      throw problem(error, typeName: String(describing: T.self))
    }
  }

  /// An entity of `entityType` made from `value`: exported through the first content type of
  /// the value's that the entity's type imports.
  static func entity<T: Transferable>(of entityType: Any.Type, from value: T)
    async throws(AppIntentsTestingError) -> Any
  {
    let typeName = String(describing: entityType)
    guard let type = entityType as? any Transferable.Type else {
      throw .notTransferable(entity: typeName)
    }
    let offered = TransferPipeline.exportedContentTypes(of: T.self)
    let imported = importedTypes(of: type)
    guard let shared = offered.first(where: { type in imported.contains { type.conforms(to: $0) } })
    else {
      throw .unsupportedImportType(
        entity: typeName, contentType: described(T.self, offered),
        imported: imported.map(\.identifier))
    }
    let data: TransferredData
    do throws(TransferProblem) {
      data = try await TransferPipeline.export(value, as: shared)
    } catch {
      throw problem(error, typeName: String(describing: T.self))
    }
    return try await importing(type, from: data.data, contentType: shared, typeName: typeName)
  }

  private static func export<Item: Transferable>(
    _ item: Item, as contentType: UTType?, typeName: String
  ) async throws(AppIntentsTestingError) -> TransferredData {
    do throws(TransferProblem) {
      return try await TransferPipeline.export(item, as: contentType)
    } catch {
      throw problem(error, typeName: typeName, contentType: contentType)
    }
  }

  private static func importing<Item: Transferable>(
    _ type: Item.Type, from data: Data, contentType: UTType?, typeName: String
  ) async throws(AppIntentsTestingError) -> Any {
    do throws(TransferProblem) {
      return try await TransferPipeline.import(type, from: data, contentType: contentType)
    } catch {
      throw problem(error, typeName: typeName, contentType: contentType)
    }
  }

  private static func exportedTypes<Item: Transferable>(of item: Item) -> [UTType] {
    TransferPipeline.exportedContentTypes(of: Item.self)
  }

  private static func importedTypes<Item: Transferable>(of type: Item.Type) -> [UTType] {
    TransferPipeline.importedContentTypes(of: type)
  }

  /// "String (public.utf8-plain-text, public.plain-text)".
  private static func described<T>(_ type: T.Type, _ contentTypes: [UTType]) -> String {
    let list =
      contentTypes.isEmpty ? "none" : contentTypes.map(\.identifier).joined(separator: ", ")
    return "\(T.self) (\(list))"
  }

  private static func problem(
    _ problem: TransferProblem, typeName: String, contentType: UTType? = nil
  ) -> AppIntentsTestingError {
    let asked = contentType?.identifier ?? "any content type"
    switch problem {
    case .unsupportedExport(let exported):
      return .unsupportedExportType(
        entity: typeName, contentType: asked, exported: exported.map(\.identifier))
    case .unsupportedImport(let imported):
      return .unsupportedImportType(
        entity: typeName, contentType: asked, imported: imported.map(\.identifier))
    case .failed(let message):
      return .transferFailed(entity: typeName, message: message)
    }
  }
}

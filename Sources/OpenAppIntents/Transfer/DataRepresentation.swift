import Foundation

/// A transfer as the bytes of one content type, made and read by the app's closures.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation,
  TransferPartsProviding
{
  public typealias Body = Never
  let parts: [TransferPart<Item>]

  /// Exports and imports the item as bytes of `contentType`.
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    parts = [
      TransferPart(
        exportedContentType: contentType, importedContentType: contentType, export: exporting,
        import: importing)
    ]
  }

  /// Exports the item as bytes of `exportedContentType`; it can't be imported this way.
  public init(
    exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data
  ) {
    parts = [
      TransferPart(
        exportedContentType: exportedContentType, importedContentType: nil, export: exporting,
        import: nil)
    ]
  }

  /// Imports the item from bytes of `importedContentType`; it can't be exported this way.
  public init(
    importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    parts = [
      TransferPart(
        exportedContentType: nil, importedContentType: importedContentType, export: nil,
        import: importing)
    ]
  }
}

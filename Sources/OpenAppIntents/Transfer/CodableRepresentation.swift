import Foundation

/// A transfer of a `Codable` item as JSON of a content type (the app's own type, or `.json`).
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation,
  TransferPartsProviding
{
  public typealias Body = Never
  let parts: [TransferPart<Item>]

  /// Exports the item encoded as JSON, and imports it from JSON, as `contentType`.
  public init(for itemType: Item.Type = Item.self, contentType: UTType) {
    parts = [
      TransferPart(
        exportedContentType: contentType, importedContentType: contentType,
        export: { item in try JSONEncoder().encode(item) },
        import: { data in try JSONDecoder().decode(Item.self, from: data) })
    ]
  }
}

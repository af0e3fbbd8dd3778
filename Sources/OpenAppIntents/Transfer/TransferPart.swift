import Foundation

/// What every representation of the library's own gives: its ways to move an item.
protocol TransferPartsProviding<Item> {
  associatedtype Item: Transferable
  var parts: [TransferPart<Item>] { get }
}

/// One way to move an item: as bytes of a content type, out (export), in (import) or both.
struct TransferPart<Item>: Sendable {
  let exportedContentType: UTType?
  let importedContentType: UTType?
  let export: (@Sendable (Item) async throws -> Data)?
  let `import`: (@Sendable (Data) async throws -> Item)?
  /// The name of the file an export is (a file representation's own name).
  let fileName: (@Sendable (Item) async throws -> String?)?

  init(
    exportedContentType: UTType?, importedContentType: UTType?,
    export: (@Sendable (Item) async throws -> Data)?,
    import: (@Sendable (Data) async throws -> Item)?,
    fileName: (@Sendable (Item) async throws -> String?)? = nil
  ) {
    self.exportedContentType = exportedContentType
    self.importedContentType = importedContentType
    self.export = export
    self.import = `import`
    self.fileName = fileName
  }

  /// The parts of any representation: the library's own directly, one of an app's own
  /// through its `body`.
  static func parts<R: TransferRepresentation>(of representation: R) -> [TransferPart<Item>] {
    if let provider = representation as? any TransferPartsProviding {
      return parts(from: provider)
    }
    if R.Body.self == Never.self { return [] }
    return parts(of: representation.body)
  }

  private static func parts<P: TransferPartsProviding>(from provider: P) -> [TransferPart<Item>] {
    (provider.parts as? [TransferPart<Item>]) ?? []
  }
}

import Foundation

/// A transfer as a file of a content type: the app writes the file to export, and reads the
/// file it is given to import.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation,
  TransferPartsProviding
{
  public typealias Body = Never
  let parts: [TransferPart<Item>]

  /// Exports the item as the file `exporting` gives, and imports it from a file, as
  /// `contentType`.
  public init(
    contentType: UTType,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    parts = [
      Self.part(exportedContentType: contentType, exporting: exporting, importing: importing)
    ]
  }

  /// Exports the item as the file `exporting` gives, as `exportedContentType`.
  public init(
    exportedContentType: UTType,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) {
    parts = [
      Self.part(exportedContentType: exportedContentType, exporting: exporting, importing: nil)
    ]
  }

  /// Imports the item from a file of `importedContentType`.
  public init(
    importedContentType: UTType,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    parts = [
      TransferPart(
        exportedContentType: nil, importedContentType: importedContentType, export: nil,
        import: Self.reading(importing))
    ]
  }

  private static func part(
    exportedContentType: UTType,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?
  ) -> TransferPart<Item> {
    TransferPart(
      exportedContentType: exportedContentType,
      importedContentType: importing == nil ? nil : exportedContentType,
      export: { item in try Data(contentsOf: try await exporting(item).file) },
      import: importing.map(reading),
      fileName: { item in try await exporting(item).file.lastPathComponent })
  }

  /// Imports from bytes by writing them to a file of their own, which the app reads.
  private static func reading(
    _ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) -> @Sendable (Data) async throws -> Item {
    { data in
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("sirisim-transfer-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("received")
      try data.write(to: file)
      return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
    }
  }
}

/// A file an app sends in a transfer.
public struct SentTransferredFile: Sendable {
  /// Where the file is.
  public let file: URL
  /// Whether the receiver may read the file where it is rather than a copy.
  public let allowAccessingOriginalFile: Bool

  /// The file at `file`.
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file an app receives in a transfer.
public struct ReceivedTransferredFile: Sendable {
  /// Where the file is (SiriSim's copy, removed once the importing closure returns).
  public let file: URL
  /// Whether `file` is the sender's own file rather than a copy.
  public let isOriginalFile: Bool
}

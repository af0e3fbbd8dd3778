import Foundation

/// Bytes a transfer gave, with their content type and, for a file representation, the file's
/// name.
///
/// SiriSim runtime support for `OpenAppIntentsTesting`.
@_spi(SiriSim) public struct TransferredData: Sendable {
  /// The bytes.
  public let data: Data
  /// What they are.
  public let contentType: UTType
  /// The name of the file the app wrote, when it exported through a file.
  public let fileName: String?
}

/// Why an item could not be exported or imported.
///
/// SiriSim runtime support for `OpenAppIntentsTesting`.
@_spi(SiriSim) public enum TransferProblem: Error, Sendable, Equatable {
  /// No representation exports the content type asked for; these are the ones exported.
  case unsupportedExport(exported: [UTType])
  /// No representation imports the content type given; these are the ones imported.
  case unsupportedImport(imported: [UTType])
  /// The app's exporting or importing closure threw this.
  case failed(message: String)
}

/// Moving an item through its type's ``Transferable/transferRepresentation``: the
/// representation chosen as the system chooses it, the app's own closure run.
///
/// SiriSim runtime support for `OpenAppIntentsTesting`.
@_spi(SiriSim) public enum TransferPipeline {
  /// The content types `type` exports, the preferred first.
  public static func exportedContentTypes<T: Transferable>(of type: T.Type) -> [UTType] {
    unique(parts(of: type).filter { $0.export != nil }.compactMap(\.exportedContentType))
  }

  /// The content types `type` imports, the preferred first.
  public static func importedContentTypes<T: Transferable>(of type: T.Type) -> [UTType] {
    unique(parts(of: type).filter { $0.import != nil }.compactMap(\.importedContentType))
  }

  /// `item` exported as `contentType` (a representation of that type, or of a type that
  /// conforms to it), or through its first representation that exports when `nil`.
  public static func export<T: Transferable>(_ item: T, as contentType: UTType?)
    async throws(TransferProblem) -> TransferredData
  {
    let exporting = parts(of: T.self).filter { $0.export != nil && $0.exportedContentType != nil }
    let chosen: TransferPart<T>? =
      if let contentType {
        exporting.first { $0.exportedContentType == contentType }
          ?? exporting.first { $0.exportedContentType?.conforms(to: contentType) == true }
      } else {
        exporting.first
      }
    guard let chosen, let export = chosen.export, let type = chosen.exportedContentType else {
      throw .unsupportedExport(exported: exportedContentTypes(of: T.self))
    }
    do {
      let data = try await export(item)
      let fileName = try await chosen.fileName?(item)
      return TransferredData(data: data, contentType: type, fileName: fileName)
    } catch {
      throw .failed(message: String(describing: error))
    }
  }

  /// A `T` imported from `data` of `contentType` (a representation that imports that type or
  /// one it conforms to), or through the first representation that imports when `nil`.
  public static func `import`<T: Transferable>(
    _ type: T.Type, from data: Data, contentType: UTType?
  ) async throws(TransferProblem) -> T {
    let importing = parts(of: T.self).filter { $0.import != nil && $0.importedContentType != nil }
    let chosen: TransferPart<T>? =
      if let contentType {
        importing.first { $0.importedContentType == contentType }
          ?? importing.first { part in
            part.importedContentType.map { contentType.conforms(to: $0) } == true
          }
      } else {
        importing.first
      }
    guard let chosen, let `import` = chosen.import else {
      throw .unsupportedImport(imported: importedContentTypes(of: T.self))
    }
    do {
      return try await `import`(data)
    } catch {
      throw .failed(message: String(describing: error))
    }
  }

  private static func parts<T: Transferable>(of type: T.Type) -> [TransferPart<T>] {
    TransferPart<T>.parts(of: T.transferRepresentation)
  }

  private static func unique(_ types: [UTType]) -> [UTType] {
    var seen = Set<UTType>()
    return types.filter { seen.insert($0).inserted }
  }
}

import Foundation

extension String: Transferable {
  /// Text, as UTF-8 plain text.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .utf8PlainText) {
      Data($0.utf8)
    } importing: { data in
      try Self.decoding(data)
    }
    DataRepresentation(contentType: .plainText) {
      Data($0.utf8)
    } importing: { data in
      try Self.decoding(data)
    }
  }

  private static func decoding(_ data: Data) throws -> String {
    guard let text = String(data: data, encoding: .utf8) else { throw TransferTextError() }
    return text
  }
}

/// Bytes given as text are not UTF-8.
struct TransferTextError: Error, CustomStringConvertible {
  var description: String { "The data is not UTF-8 text." }
}

extension Data: Transferable {
  /// Bytes, as they are.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .data) {
      $0
    } importing: {
      $0
    }
  }
}

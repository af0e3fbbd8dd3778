import Foundation

/// A transfer of an item as another transferable value (a trail as its name, a string):
/// the item goes out and comes in through the other type's own representations.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>:
  TransferRepresentation, TransferPartsProviding
{
  public typealias Body = Never
  let parts: [TransferPart<Item>]

  /// Exports the item as the value `exporting` gives, in each of that value's content types.
  public init(exporting: @escaping @Sendable (Item) async throws -> Proxy) {
    parts = Self.proxied(exporting: exporting, importing: nil)
  }

  /// Imports the item from a value of the proxy's type.
  public init(importing: @escaping @Sendable (Proxy) async throws -> Item) {
    parts = Self.proxied(exporting: nil, importing: importing)
  }

  /// Exports the item as a value of the proxy's type and imports it from one.
  public init(
    exporting: @escaping @Sendable (Item) async throws -> Proxy,
    importing: @escaping @Sendable (Proxy) async throws -> Item
  ) {
    parts = Self.proxied(exporting: exporting, importing: importing)
  }

  private static func proxied(
    exporting: (@Sendable (Item) async throws -> Proxy)?,
    importing: (@Sendable (Proxy) async throws -> Item)?
  ) -> [TransferPart<Item>] {
    TransferPart<Proxy>.parts(of: Proxy.transferRepresentation).compactMap { part in
      let export: (@Sendable (Item) async throws -> Data)? =
        if let exporting, let proxyExport = part.export {
          { item in try await proxyExport(try await exporting(item)) }
        } else { nil }
      let `import`: (@Sendable (Data) async throws -> Item)? =
        if let importing, let proxyImport = part.import {
          { data in try await importing(try await proxyImport(data)) }
        } else { nil }
      guard export != nil || `import` != nil else { return nil }
      return TransferPart(
        exportedContentType: export == nil ? nil : part.exportedContentType,
        importedContentType: `import` == nil ? nil : part.importedContentType,
        export: export, import: `import`)
    }
  }
}

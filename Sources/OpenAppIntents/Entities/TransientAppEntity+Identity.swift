import Foundation

extension TransientAppEntity {
  /// The entity's identity: a UUID named by its type and how it appears, so two transient
  /// entities that show the same are the same.
  ///
  /// Apple's framework gives every transient entity a UUID, because nothing looks one up by it:
  /// a transient entity exists only as an intent's result or a value passed between actions.
  /// Naming it from its contents (instead of a random UUID) keeps transcripts that show it
  /// the same from run to run.
  public var id: UUID {
    let representation = displayRepresentation
    let name = [
      String(reflecting: Self.self), representation.title.defaultValue,
      representation.subtitle?.defaultValue ?? "",
    ].joined(separator: "\u{1F}")
    return TransientEntityIdentity.uuid(naming: name)
  }

  /// The query of a transient entity, which finds nothing: transient entities are not meant to
  /// be queried.
  public static var defaultQuery: _TransientAppEntityQuery<Self> { _TransientAppEntityQuery() }
}

/// The query of a ``TransientAppEntity``: transient entities are not meant to be queried, so it
/// has nothing to find. Apple's framework keeps this type underscored too.
public struct _TransientAppEntityQuery<Entity: TransientAppEntity>: Sendable {
  /// Creates the query.
  public init() {}
}

/// Name-based UUIDs for transient entities.
enum TransientEntityIdentity {
  /// A version-8 UUID (RFC 9562, custom) from two FNV-1a hashes of the name.
  static func uuid(naming name: String) -> UUID {
    let first = fnv(name, basis: 0xcbf2_9ce4_8422_2325)
    let second = fnv(name, basis: 0x8422_2325_cbf2_9ce4)
    return UUID(first, second, version: 8)
  }

  private static func fnv(_ text: String, basis: UInt64) -> UInt64 {
    text.utf8.reduce(basis) { hash, byte in (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
  }
}

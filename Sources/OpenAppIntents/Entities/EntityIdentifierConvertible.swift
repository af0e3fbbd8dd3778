import Foundation

/// An entity identifier type that converts to and from text, as the system keeps identifiers.
///
/// `String`, `Int` and `UUID` conform; an app whose identifiers are of another type conforms
/// it.
public protocol EntityIdentifierConvertible {
  /// The identifier as text.
  var entityIdentifierString: String { get }
  /// The identifier this text stands for, or `nil` when it stands for none.
  static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
  /// The text itself.
  public var entityIdentifierString: String { self }
  /// The text itself.
  public static func entityIdentifier(for entityIdentifierString: String) -> String? {
    entityIdentifierString
  }
}

extension Int: EntityIdentifierConvertible {
  /// The number in decimal digits.
  public var entityIdentifierString: String { String(self) }
  /// The number these decimal digits write, or `nil`.
  public static func entityIdentifier(for entityIdentifierString: String) -> Int? {
    Int(entityIdentifierString)
  }
}

extension UUID: EntityIdentifierConvertible {
  /// The UUID's standard text.
  public var entityIdentifierString: String { uuidString }
  /// The UUID this standard text writes, or `nil`.
  public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
    UUID(uuidString: entityIdentifierString)
  }
}

extension Float: EntityIdentifierConvertible {
  /// The number's shortest decimal text.
  public var entityIdentifierString: String { String(self) }
  /// The number this text writes, or `nil`.
  public static func entityIdentifier(for entityIdentifierString: String) -> Float? {
    Float(entityIdentifierString)
  }
}

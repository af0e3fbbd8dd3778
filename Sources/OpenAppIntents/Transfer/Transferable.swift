/// A type that can be shared, dragged, exported as a file and made again from one, as
/// CoreTransferable declares it: its ``transferRepresentation`` lists the ways, in order of
/// preference.
///
/// An app entity that conforms is what Siri and Shortcuts hand to other apps as a file
/// (SiriSim's AppIntentsTesting exports it with `exported(as:)` and resolves it with
/// `resolved(from:)`).
///
/// Sendable, as Apple declares it: the representations' closures run wherever a transfer
/// runs, and they use the item's type.
@preconcurrency public protocol Transferable: Sendable {
  /// The type of the representation.
  associatedtype Representation: TransferRepresentation
  /// The ways to transfer the type, the one preferred first.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way, or several, to transfer an item of a type.
public protocol TransferRepresentation<Item>: Sendable {
  /// The type transferred.
  associatedtype Item: Transferable
  /// The type of the representations this one is made of.
  associatedtype Body: TransferRepresentation
  /// The representations this one is made of (a representation of the library's own, such as
  /// ``DataRepresentation``, has none).
  @TransferRepresentationBuilder<Item> var body: Body { get }
}

// Never's `body` is the one it has as a SwiftUI `View` (Snippets/View.swift).
extension Never: TransferRepresentation {
  public typealias Item = Never
}

extension Never: Transferable {
  public static var transferRepresentation: Never {
    return preconditionFailure("Never has no transfer representation")
  }
}

extension TransferRepresentation where Body == Never {
  /// A representation of the library's own is not made of others.
  public var body: Never {
    return preconditionFailure("\(Self.self) is not made of representations")
  }
}

/// Builds a type's transfer representations, in order of preference.
@resultBuilder public struct TransferRepresentationBuilder<Item: Transferable> {
  /// One representation.
  public static func buildExpression<R: TransferRepresentation>(_ representation: R)
    -> TransferRepresentationList<Item>
  where R.Item == Item {
    TransferRepresentationList(TransferPart.parts(of: representation))
  }

  /// Representations, in order.
  public static func buildBlock(_ representations: TransferRepresentationList<Item>...)
    -> TransferRepresentationList<Item>
  {
    TransferRepresentationList(representations.flatMap(\.parts))
  }

  /// A representation only some builds have.
  public static func buildOptional(_ representation: TransferRepresentationList<Item>?)
    -> TransferRepresentationList<Item>
  {
    representation ?? TransferRepresentationList([])
  }

  /// The representation of one branch.
  public static func buildEither(first: TransferRepresentationList<Item>)
    -> TransferRepresentationList<Item>
  { first }

  /// The representation of the other branch.
  public static func buildEither(second: TransferRepresentationList<Item>)
    -> TransferRepresentationList<Item>
  { second }
}

/// The representations a ``TransferRepresentationBuilder`` built, in order of preference.
public struct TransferRepresentationList<Item: Transferable>: TransferRepresentation,
  TransferPartsProviding
{
  public typealias Body = Never
  let parts: [TransferPart<Item>]

  init(_ parts: [TransferPart<Item>]) { self.parts = parts }
}

/// Indexed result items from an intent value query, each read by index, its properties by
/// name: `try result.items[0].name`.
public struct DynamicPropertyPathCollection: Sendable {
  private let paths: [DynamicPropertyPath]
  private let path: String

  init(_ values: [Any], path: String) {
    self.path = path
    paths = values.enumerated().map { index, value in
      DynamicPropertyPath(.success(value), path: "\(path)[\(index)]")
    }
  }

  /// The number of items in the collection.
  public var count: Int { paths.count }

  /// A Boolean value that indicates whether the collection is empty.
  public var isEmpty: Bool { paths.isEmpty }

  /// Creates a dynamic path for navigating into the item's properties. An index past the end
  /// makes every read through the path throw.
  public subscript(position: Int) -> DynamicPropertyPath {
    guard paths.indices.contains(position) else {
      return DynamicPropertyPath(
        .failure(
          .typeMismatch(
            expected: "an item at \(position)", actual: "\(paths.count) items", at: path)),
        path: "\(path)[\(position)]")
    }
    return paths[position]
  }

  /// Accesses typed properties from the intent value at the given index: the item as `T`.
  /// Throws when there is no such item or it is not a `T`.
  public subscript<T: IntentValueConvertible>(position: Int) -> T {
    get throws { try self[position].as(T.self) }
  }

  /// Accesses an item for nil checking and assigning to intent parameters without casting.
  public subscript(position: Int) -> (any IntentValueExpressing)? {
    get throws { try self[position].expressing() }
  }
}

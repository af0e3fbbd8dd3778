/// A path into a value: a property of an entity an intent returned (`result.value.title`), an
/// element of a list (`result.value[0]`), read when compared or converted.
@dynamicMemberLookup
public struct DynamicPropertyPath: @unchecked Sendable {
  // @unchecked: the value is an intent's returned value or one of its properties, all
  // `Sendable` (`_IntentValue` requires it); reflection hands them over as `Any`.
  private let value: Result<Any?, AppIntentsTestingError>
  let path: String

  init(_ value: Result<Any?, AppIntentsTestingError>, path: String) {
    self.value = value
    self.path = path
  }

  /// The value at the path, or the error that reading it met.
  func read() throws(AppIntentsTestingError) -> Any? {
    try value.get()
  }

  private func property(_ name: String) -> DynamicPropertyPath {
    step(".\(name)") { value, path throws(AppIntentsTestingError) in
      try IntentValueReading.property(name, of: value, path: path)
    }
  }

  private func element(_ index: Int) -> DynamicPropertyPath {
    step("[\(index)]") { value, path throws(AppIntentsTestingError) in
      try IntentValueReading.element(index, of: value, path: path)
    }
  }

  /// The path one step further (`suffix` appended to it), whose value `read` takes from this
  /// path's value and the longer path; an error met on the way is kept.
  private func step(
    _ suffix: String,
    _ read: (Any?, String) throws(AppIntentsTestingError) -> Any?
  ) -> DynamicPropertyPath {
    let path = self.path + suffix
    let value = self.value
    return DynamicPropertyPath(
      Result { () throws(AppIntentsTestingError) -> Any? in try read(try value.get(), path) },
      path: path)
  }

  /// A property's value without casting, to compare with `nil` or hand on.
  public subscript(dynamicMember identifier: String) -> (any IntentValueExpressing)? {
    get throws { IntentValueReading.expressing(try property(identifier).read()) }
  }

  /// A property's value as `T`. Throws when it is not a `T`.
  public subscript<T: IntentValueConvertible>(dynamicMember identifier: String) -> T {
    get throws {
      let nested = property(identifier)
      return try IntentValueReading.convert(try nested.read(), to: T.self, at: nested.path)
    }
  }

  /// A property of a property.
  public subscript(dynamicMember identifier: String) -> DynamicPropertyPath {
    property(identifier)
  }

  /// A list's element without casting.
  public subscript(index: Int) -> (any IntentValueExpressing)? {
    get throws { IntentValueReading.expressing(try element(index).read()) }
  }

  /// A list's element as `T`. Throws when there is none or it is not a `T`.
  public subscript<T: IntentValueConvertible>(index: Int) -> T {
    get throws {
      let nested = element(index)
      return try IntentValueReading.convert(try nested.read(), to: T.self, at: nested.path)
    }
  }

  /// A property of a list's element: `result.value[0].name`.
  public subscript(index: Int) -> DynamicPropertyPath {
    element(index)
  }
}

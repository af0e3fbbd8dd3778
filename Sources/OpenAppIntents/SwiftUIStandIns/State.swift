/// A value a view owns and changes (SwiftUI's `@State`); `$name` is a ``Binding`` to it.
///
/// A snippet is drawn once per answer, so nothing redraws when it changes; the value is kept
/// for code that reads and writes it.
@propertyWrapper
public struct State<Value> {
  private let box: StateBox<Value>

  /// A state starting at `value`.
  public init(wrappedValue value: Value) { box = StateBox(value) }
  /// A state starting at `value`.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }
  /// A state starting at nil.
  public init() where Value: ExpressibleByNilLiteral { self.init(wrappedValue: nil) }

  /// The value now.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

/// Where a ``State`` keeps its value, shared by its copies as SwiftUI's storage is.
final class StateBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A reference to a value kept elsewhere, read and written through (SwiftUI's `Binding`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let read: () -> Value
  private let write: (Value) -> Void

  /// A binding that reads through `get` and writes through `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    read = get
    write = set
  }

  /// The binding `projectedValue` itself, for `@Binding var x: T` set from `$x`.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding that always reads `value` and ignores writes, for previews.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value now.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// This binding.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(
      get: { read()[keyPath: keyPath] },
      set: { newValue in
        var value = read()
        value[keyPath: keyPath] = newValue
        write(value)
      })
  }
}

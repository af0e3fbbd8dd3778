/// Makes an enumeration whose cases each hold a value of a distinct type a value of any of
/// those types: `@UnionValue enum Result { case landmark(LandmarkEntity); case collection(…) }`.
@attached(
  extension, conformances: UnionValue,
  names: named(unionValueTypes), named(init(unionValue:)), named(unionValue))
public macro UnionValue() = #externalMacro(module: "OpenAppIntentsMacros", type: "UnionValueMacro")

/// A value that is one of several types, one case each; ``UnionValue()`` conforms an enum.
public protocol UnionValue: Sendable {
  /// The types a value may have, one per case, in case order.
  static var unionValueTypes: [any Any.Type] { get }
  /// The case that holds `value`, or `nil` when its type is none of the union's.
  init?(unionValue value: Any)
  /// The value the case holds.
  var unionValue: Any { get }
}

import Foundation

// The value types for which Apple declares the same initializer more than once, alike but for
// the type: each family below is one protocol, so that SiriSim declares the initializer once,
// constrained to it, and every call Apple's overloads accept still compiles.

/// `Int` and `Double`: the number initializers (`controlStyle:inclusiveRange:`), the style
/// differing per type.
public protocol _IntentNumberValue: _IntentValue, Comparable {
  /// The type's control style: `IntControlStyle` or `DoubleControlStyle`.
  associatedtype _ControlStyle: _IntentNumberControlStyle
  /// The number as the runtime keeps a range's bound.
  var _rangeBound: Double { get }
}

extension Int: _IntentNumberValue {
  public typealias _ControlStyle = _IntentIntControlStyle
  public var _rangeBound: Double { Double(self) }
}

extension Double: _IntentNumberValue {
  public typealias _ControlStyle = _IntentDoubleControlStyle
  public var _rangeBound: Double { self }
}

/// `Date` and `DateComponents`: the `kind:` initializers with an options provider or resolvers,
/// and `dateKind`.
public protocol _IntentDateKindValue: _IntentValue {}

extension Date: _IntentDateKindValue {}
extension DateComponents: _IntentDateKindValue {}

/// `IntentFile` and `[IntentFile]`: the `supportedTypeIdentifiers:` and `supportedContentTypes:`
/// initializers.
public protocol _IntentFileValue: _IntentValue {}

extension IntentFile: _IntentFileValue {}
extension Array: _IntentFileValue where Element == IntentFile {}

/// `String` and `[String]`: the `inputOptions:` initializer and `inputOptions`.
public protocol _IntentTextInputValue: _IntentValue {}

extension String: _IntentTextInputValue {}
extension Array: _IntentTextInputValue where Element == String {}

/// `URL` and `AttributedString`: the `resolvers:` initializer that takes nothing else.
public protocol _IntentPlainResolverValue: _IntentValue {}

extension URL: _IntentPlainResolverValue {}
extension AttributedString: _IntentPlainResolverValue {}

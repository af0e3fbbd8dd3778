import Foundation

// Apple's resolvers between text and Booleans, web addresses, styled text and numbers.

/// A resolver that converts a string into a Boolean: "true", "yes", "on" or "1", and their
/// opposites.
public struct BoolFromStringResolver: Resolver {
  /// Creates the resolver.
  public init() {}

  /// The Boolean the word names, or `nil`.
  public func resolve(from input: String, context: IntentParameterContext<Bool>) async throws
    -> Bool?
  {
    switch input.trimmingCharacters(in: .whitespaces).lowercased() {
    case "true", "yes", "on", "1": return true
    case "false", "no", "off", "0": return false
    default: return nil
    }
  }
}

/// A resolver that converts a string into a URL.
public struct URLFromStringResolver: Resolver {
  /// Creates the resolver.
  public init() {}

  /// The web address the text is, or `nil` when it has no scheme.
  public func resolve(from input: String, context: IntentParameterContext<URL>) async throws
    -> URL?
  {
    guard let url = URL(string: input.trimmingCharacters(in: .whitespaces)), url.scheme != nil
    else { return nil }
    return url
  }
}

/// A resolver that converts a string into an attributed string.
public struct AttributedStringFromStringResolver: Resolver {
  /// Creates the resolver.
  public init() {}

  /// The text, without attributes.
  public func resolve(from input: String, context: IntentParameterContext<AttributedString>)
    async throws -> AttributedString?
  {
    AttributedString(input)
  }
}

/// A resolver that converts one or more integers into one or more strings.
public struct StringFromIntResolver<Input: _IntentValue, Output: _IntentValue>: Resolver
where Output.ValueType == String {
  /// Creates the resolver.
  public init() {}

  /// The number written in digits, or `nil` when the input holds no whole number.
  public func resolve(from input: Input, context: IntentParameterContext<Output>) async throws
    -> Output?
  {
    guard let number = input._unwrapped as? Int else { return nil }
    return Output._wrapping(String(number))
  }
}

/// A resolver that converts a double into a string.
public struct StringFromDoubleResolver: Resolver {
  /// Creates the resolver.
  public init() {}

  /// The number written in digits.
  public func resolve(from input: Double, context: IntentParameterContext<String>) async throws
    -> String?
  {
    IntentValueFormatter.spokenText(of: input)
  }
}

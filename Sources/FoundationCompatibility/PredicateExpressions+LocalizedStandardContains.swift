import Foundation

extension PredicateExpressions {
  /// `localizedStandardContains` inside `#Predicate`: whether a string contains another,
  /// ignoring case and diacritics. Darwin Foundation has it; Foundation on Linux does not.
  public struct StringLocalizedStandardContains<
    Root: PredicateExpression, Other: PredicateExpression
  >:
    PredicateExpression
  where Root.Output: StringProtocol, Other.Output: StringProtocol {
    public typealias Output = Bool

    /// The string searched.
    public let root: Root
    /// The string looked for.
    public let other: Other

    /// The expression `root.localizedStandardContains(other)`.
    public init(root: Root, other: Other) {
      self.root = root
      self.other = other
    }

    /// Evaluates the expression.
    public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
      let text = String(try root.evaluate(bindings))
      let part = String(try other.evaluate(bindings))
      return text.range(of: part, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
  }

  // The macro calls `build_` followed by the method's name.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// What the `#Predicate` macro builds for `localizedStandardContains`.
  public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
    -> StringLocalizedStandardContains<Root, Other>
  {
    StringLocalizedStandardContains(root: root, other: other)
  }
}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable
where Root: Codable, Other: Codable {}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable
where Root: Sendable, Other: Sendable {}

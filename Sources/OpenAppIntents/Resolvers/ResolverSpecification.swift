/// The resolvers a parameter declares, in order: what `resolvers:` builds.
///
/// As Apple says of it, apps do not use this type directly; `ResolverSpecificationBuilder`
/// makes one.
public protocol ResolverSpecification: Hashable, Sendable, Sequence where Element == any Resolver {
  /// The type of the values the resolvers produce.
  associatedtype Output: _IntentValue
}

/// A specification with no resolvers: what `AppEntity.defaultResolverSpecification` is.
public struct EmptyResolverSpecification<Value: _IntentValue>: ResolverSpecification {
  /// The type of the values the (absent) resolvers produce.
  public typealias Output = Value

  /// Creates the empty specification.
  public init() {}

  /// An iterator over no resolvers.
  public func makeIterator() -> EmptyCollection<any Resolver>.Iterator {
    EmptyCollection<any Resolver>().makeIterator()
  }
}

/// The resolvers a `ResolverSpecificationBuilder` block lists, in its order.
struct ResolverList<Output: _IntentValue>: ResolverSpecification {
  let resolvers: [any Resolver]

  func makeIterator() -> IndexingIterator<[any Resolver]> { resolvers.makeIterator() }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.resolvers.count == rhs.resolvers.count
      && zip(lhs.resolvers, rhs.resolvers).allSatisfy { isEqual($0, $1) }
  }

  func hash(into hasher: inout Hasher) {
    for resolver in resolvers { hasher.combine(resolver) }
  }

  private static func isEqual(_ left: any Resolver, _ right: any Resolver) -> Bool {
    func compare<R: Resolver>(_ left: R) -> Bool { (right as? R) == left }
    return compare(left)
  }
}

/// A result builder that declaratively specifies a set of resolvers:
/// `@Parameter(title: "Count", resolvers: { IntFromStringResolver(radix: 16) })`.
@resultBuilder
public enum ResolverSpecificationBuilder<Property: _IntentValue> {
  /// Takes a resolver whose output is the parameter's type.
  public static func buildExpression<ResolverType: Resolver>(_ expression: ResolverType)
    -> ResolverType where Property == ResolverType.Output
  {
    expression
  }

  /// The resolvers of a block, in the order written.
  public static func buildBlock<each R: Resolver>(_ resolver: repeat each R)
    -> some ResolverSpecification
  {
    var resolvers: [any Resolver] = []
    repeat resolvers.append(each resolver)
    return ResolverList<Property>(resolvers: resolvers)
  }
}

extension AppEntity {
  /// The resolvers an entity parameter has unless it declares some: none, since Siri finds
  /// entities through the entity's query.
  public static var defaultResolverSpecification: EmptyResolverSpecification<Self> {
    EmptyResolverSpecification()
  }
}

extension AppEnum {
  /// The resolvers an enum parameter has unless it declares some: none, since Siri matches
  /// the words against the cases' display representations.
  public static var defaultResolverSpecification: some ResolverSpecification {
    EmptyResolverSpecification<Self>()
  }
}

extension AppEntity where Self: AppEnum {
  /// The resolvers of a type that is both an entity and an enum: none.
  public static var defaultResolverSpecification: EmptyResolverSpecification<Self> {
    EmptyResolverSpecification()
  }
}

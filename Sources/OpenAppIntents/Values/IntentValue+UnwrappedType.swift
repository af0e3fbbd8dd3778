extension _IntentValue {
  /// The value a parameter of this type holds, without its optional: Apple's name for it in
  /// the `resolvers:` initializers (`default: Value.UnwrappedType?`).
  public typealias UnwrappedType = ValueType
}

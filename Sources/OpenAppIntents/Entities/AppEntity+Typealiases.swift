extension AppEntity {
  /// `@Property` inside an entity, as Apple's framework declares it.
  public typealias Property<Value: _IntentValue> = EntityProperty<Value>
}

extension AppIntent {
  /// `@Parameter` inside an intent, as Apple's framework declares it.
  public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>
}

/// The intent whose parameters are being filled, which `@IntentParameterDependency` reads.
///
/// The runtime binds it while it fills and performs an intent, so a query or options provider
/// asked for one parameter's suggestions sees the values already chosen for the others. A task
/// local, not a global: each conversation's task sees only its own intent.
@_spi(SiriSim) public enum IntentParameterDependencyScope {
  /// The intent being filled, or `nil` outside of one.
  @TaskLocal public static var intent: (any AppIntent)?
}

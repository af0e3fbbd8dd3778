/// A dependency of an intent, supplied by the app: Apple's iOS 16 wrapper,
/// `@AppDependency var orders: OrderStore`, which `@Dependency` later replaced.
///
/// It finds the dependency as `@Dependency` does: the app's own (its manifest's) while SiriSim
/// runs the app, else the one added to `manager` (under `key`, when given), else `default`.
@propertyWrapper
public final class AppDependency<Value: Sendable>: Sendable {
  private let key: DependencyKeyBox?
  private let manager: AppDependencyManager
  private let defaultValue: (@Sendable () -> Value)?

  /// Declares the dependency added to `manager`, under `key` when given.
  public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
    self.init(key: key, manager: manager, defaultValue: nil)
  }

  /// Declares the dependency added to `manager`, or `default` when none was added.
  public convenience init(
    key: AnyHashable? = nil, manager: AppDependencyManager = .shared,
    default defaultValueProvider: @autoclosure @escaping @Sendable () -> Value
  ) {
    self.init(key: key, manager: manager, defaultValue: defaultValueProvider)
  }

  private init(
    key: AnyHashable?, manager: AppDependencyManager, defaultValue: (@Sendable () -> Value)?
  ) {
    self.key = key.map(DependencyKeyBox.init)
    self.manager = manager
    self.defaultValue = defaultValue
  }

  /// The dependency. Reading one the app never added, with no default, is a programming error.
  public var wrappedValue: Value {
    if key == nil {
      if let value = IntentExecution.current?.dependencies.resolve(Value.self) { return value }
      if let value = AppDependencies.current?.resolve(Value.self) { return value }
    }
    if let value = manager.resolve(Value.self, key: key?.value) { return value }
    guard let defaultValue else {
      preconditionFailure(
        "No dependency of type \(Value.self) was added to the app's manifest or to its AppDependencyManager."
      )
    }
    return defaultValue()
  }

  /// The wrapper itself.
  public var projectedValue: AppDependency<Value> { self }
}

/// A dependency's key. Unchecked: Apple's keys are `AnyHashable`, which isn't `Sendable`; a key
/// is only hashed and compared.
private struct DependencyKeyBox: @unchecked Sendable {
  var value: AnyHashable
}

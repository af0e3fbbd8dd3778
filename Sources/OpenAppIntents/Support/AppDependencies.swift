/// The objects an app's intents depend on, such as its order store.
///
/// On Apple platforms apps register them with `AppDependencyManager`; in SiriSim an app's
/// ``AppManifest`` carries them, and the runtime makes them visible to `@Dependency` while it
/// runs that app's intents, so two runtimes never share state.
package struct AppDependencies: Sendable {
  private var storage: [ObjectIdentifier: any Sendable] = [:]

  /// No dependencies.
  package init() {}

  /// Adds a dependency, found later by its type.
  package mutating func add<Dependency: Sendable>(_ dependency: Dependency) {
    storage[ObjectIdentifier(Dependency.self)] = dependency
  }

  /// The dependency of a type, if one was added.
  package func resolve<Dependency: Sendable>(_ type: Dependency.Type) -> Dependency? {
    storage[ObjectIdentifier(type)] as? Dependency
  }

  /// The dependencies of the app whose code runs in this task: the runtime binds them around
  /// every call into an app (queries, options providers, intents), so `@Dependency` works in
  /// queries too.
  ///
  /// SiriSim runtime support.
  @TaskLocal package static var current: AppDependencies?
}

/// A dependency of an intent, supplied by the app: `@Dependency var orders: SoupOrderDataManager`.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  /// The key the dependency was added under, when it has one: `@Dependency(key: "archive")`.
  private let key: DependencyKey?

  /// Declares a dependency.
  public init() { key = nil }

  /// Declares the dependency added to `AppDependencyManager` under `key`, for an app that adds
  /// several of one type.
  public init(key: AnyHashable) { self.key = DependencyKey(value: key) }

  /// The app's dependency of this type. Reading one the app never added is a programming error.
  public var wrappedValue: Value {
    if let key {
      guard let value = AppDependencyManager.shared.resolve(Value.self, key: key.value) else {
        preconditionFailure(
          "No dependency of type \(Value.self) was added to AppDependencyManager.shared under the key \(key.value)."
        )
      }
      return value
    }
    if let value = IntentExecution.current?.dependencies.resolve(Value.self) { return value }
    if let value = AppDependencies.current?.resolve(Value.self) { return value }
    guard let value = AppDependencyManager.shared.resolve(Value.self) else {
      preconditionFailure(
        "No dependency of type \(Value.self) was added to the app's manifest or to AppDependencyManager.shared."
      )
    }
    return value
  }
}

/// A dependency's key. Unchecked: Apple's keys are `AnyHashable`, which isn't `Sendable`; a key
/// is only hashed and compared.
private struct DependencyKey: @unchecked Sendable {
  var value: AnyHashable
}

import Locking

/// Apple's registry of app dependencies, read by `@Dependency`:
/// `AppDependencyManager.shared.add(dependency: trailManager)`, or
/// `AppDependencyManager.shared.add { SearchEngine() }` to make one when it is first needed.
///
/// It exists so that App Intents code that registers its dependencies this way runs unchanged.
/// It is process-wide, as on Apple platforms; SiriSim's bundled apps pass their dependencies in
/// their `AppManifest` instead, so that two runtimes in one process (tests) never share state.
/// `@Dependency` looks in the running app's manifest first, then here.
public final class AppDependencyManager: Sendable {
  /// The process's registry.
  public static let shared = AppDependencyManager()

  /// What was added: values, and the closures that make them, by type and key.
  private struct Registry: Sendable {
    var values: [Slot: any Sendable] = [:]
    var makers: [Slot: @Sendable () throws -> any Sendable] = [:]
    var asyncMakers: [Slot: @Sendable () async throws -> any Sendable] = [:]
  }

  /// A dependency's place: its type, and the key it was added under (`nil`: none).
  ///
  /// Unchecked: Apple's keys are `AnyHashable`, which isn't `Sendable`; a key is only hashed and
  /// compared, inside the registry's lock.
  private struct Slot: Hashable, @unchecked Sendable {
    var type: ObjectIdentifier
    var key: AnyHashable?

    init<Dependency>(_ type: Dependency.Type, key: AnyHashable?) {
      self.type = ObjectIdentifier(type)
      self.key = key
    }
  }

  private let registry = Locked(Registry())

  /// An empty registry, for dependency injection in tests.
  public init() {}

  /// Adds a dependency, found later by its type (and key).
  public final func add<Dependency: Sendable>(
    key: AnyHashable? = nil, dependency: @autoclosure () -> Dependency
  ) {
    let value = dependency()
    registry.withLock { $0.values[Slot(Dependency.self, key: key)] = value }
  }

  /// Adds the closure that makes a dependency; it runs when `@Dependency` first reads it.
  public final func add<Dependency: Sendable>(
    key: AnyHashable? = nil,
    dependency dependencyProvider: @autoclosure @escaping () -> @Sendable () throws -> Dependency
  ) {
    let make = dependencyProvider()
    registry.withLock { $0.makers[Slot(Dependency.self, key: key)] = { try make() } }
  }

  /// Adds the asynchronous closure that makes a dependency, as `add { SearchEngine() }` does;
  /// SiriSim runs it before the app's code first runs.
  public final func add<Dependency: Sendable>(
    key: AnyHashable? = nil,
    dependency dependencyProvider: @escaping @Sendable () async throws -> Dependency
  ) {
    registry.withLock {
      $0.asyncMakers[Slot(Dependency.self, key: key)] = { try await dependencyProvider() }
    }
  }

  /// The dependency of a type, if one was added (made now if it was added as a closure).
  public func resolve<Dependency: Sendable>(_ type: Dependency.Type, key: AnyHashable? = nil)
    -> Dependency?
  {
    let slot = Slot(type, key: key)
    let (value, make) = registry.withLock { ($0.values[slot], $0.makers[slot]) }
    if let value { return value as? Dependency }
    guard let make, let made = try? make() as? Dependency else { return nil }
    registry.withLock {
      $0.values[slot] = made
      $0.makers[slot] = nil
    }
    return made
  }

  /// Makes the dependencies added as asynchronous closures, so that `@Dependency` can read them
  /// synchronously; one that throws stays unmade (reading it then names its type).
  ///
  /// SiriSim runtime support: the runtime calls it before it runs an app's code.
  package func prepare() async {
    let pending = registry.withLock { $0.asyncMakers }
    for (slot, make) in pending {
      guard let made = try? await make() else { continue }
      registry.withLock {
        $0.values[slot] = made
        $0.asyncMakers[slot] = nil
      }
    }
  }
}

import Locking

/// Apple's registry of app dependencies, read by `@Dependency`:
/// `AppDependencyManager.shared.add(dependency: trailManager)`.
///
/// It exists so that App Intents code that registers its dependencies this way runs unchanged.
/// It is process-wide, as on Apple platforms; SiriSim's bundled apps pass their dependencies in
/// their `AppManifest` instead, so that two runtimes in one process (tests) never share state.
/// `@Dependency` looks in the running app's manifest first, then here.
public final class AppDependencyManager: Sendable {
  /// The process's registry.
  public static let shared = AppDependencyManager()

  private let storage = Locked(AppDependencies())

  /// An empty registry.
  public init() {}

  /// Adds a dependency, found later by its type.
  public func add<Dependency: Sendable>(
    key: AnyHashable? = nil, dependency: @autoclosure @Sendable () -> Dependency
  ) {
    let value = dependency()
    storage.withLock { $0.add(value) }
  }

  /// The dependency of a type, if one was added.
  public func resolve<Dependency: Sendable>(_ type: Dependency.Type) -> Dependency? {
    storage.withLock { $0.resolve(type) }
  }
}

import Locking
import SiriSimApp

/// The apps `IntentDefinitions(bundleIdentifier:)` finds: SiriSim's stand-in for the apps
/// installed on the simulator or device an AppIntentsTesting test runs against.
///
/// SiriSim-only, not part of Apple's API. A test suite installs its app once, outside the test
/// bodies, with the suite trait ``Testing/Trait/installed(_:)`` (Swift Testing):
///
/// ```swift
/// @Suite(.installed(SoupChefApp.self))
/// struct OrderSoupTests { … }
/// ```
///
/// or, from XCTest, with ``install(_:)`` in `setUp()`. An app is found by its
/// ``SiriSimApp/SimulatedApp/bundleIdentifier``.
///
/// The apps a trait installs live in a task-local value: each test sees its own suite's apps,
/// and tests running in parallel share nothing. ``install(_:)`` adds to a list for the whole
/// process, kept behind a lock, for test code that has no trait (XCTest); an app installed
/// twice is there once.
public enum InstalledApps {
  /// The apps the running test's suite installed.
  @TaskLocal static var scoped: [any SimulatedApp.Type] = []

  /// The apps installed for the whole process.
  private static let processWide = Locked<[any SimulatedApp.Type]>([])

  /// Installs apps for every test in the process, as installing them on a simulator does.
  public static func install(_ apps: any SimulatedApp.Type...) {
    processWide.withLock { installed in
      for app in apps where !installed.contains(where: { $0 == app }) { installed.append(app) }
    }
  }

  /// Runs `body` with `apps` installed for it and every task it starts.
  public static func withInstalled<Result>(
    _ apps: [any SimulatedApp.Type], _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await $scoped.withValue(scoped + apps) { try await body() }
  }

  /// Every installed app: the running test's, then the process's.
  static var all: [any SimulatedApp.Type] {
    scoped + processWide.withLock { $0 }
  }

  /// The installed app with this bundle identifier.
  static func app(bundleIdentifier: String) -> (any SimulatedApp.Type)? {
    all.first { $0.bundleIdentifier == bundleIdentifier }
  }
}

import SiriSimApp
import Testing

/// A suite or test trait that installs apps for `IntentDefinitions(bundleIdentifier:)`, as
/// installing them on the simulator does for Apple's framework.
///
/// SiriSim-only, not part of Apple's API: write `@Suite(.installed(SoupChefApp.self))`.
public struct InstalledAppsTrait: SuiteTrait, TestTrait, TestScoping {
  /// The apps installed.
  public let apps: [any SimulatedApp.Type]

  /// Applies to every test of a suite, and of its nested suites.
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await InstalledApps.withInstalled(apps) { try await function() }
  }
}

extension Trait where Self == InstalledAppsTrait {
  /// Installs apps for the suite's or test's `IntentDefinitions(bundleIdentifier:)`.
  public static func installed(_ apps: any SimulatedApp.Type...) -> Self {
    InstalledAppsTrait(apps: apps)
  }
}

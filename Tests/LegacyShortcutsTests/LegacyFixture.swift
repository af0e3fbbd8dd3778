import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import Foundation
import LegacyShortcuts
import OpenAppIntents
import SoupChef
import Trails

/// A runtime with the three bundled apps, its clock stopped, and the fixture files.
struct LegacyFixture {
  static let now = TestClock.epoch

  let runtime: ConversationRuntime
  let orders: SoupOrderDataManager

  /// Soup Chef, Trails and Book Library, as `sirisim` loads them.
  static func make() async -> LegacyFixture {
    let environment = TestClock.environment
    let orders = SoupOrderDataManager(environment: environment)
    let runtime = await ConversationRuntime(
      apps: BundledApps.manifests(environment: environment, orders: orders),
      options: ConversationRuntime.Options(environment: environment))
    return LegacyFixture(runtime: runtime, orders: orders)
  }

  /// The fixture file `name` in `Fixtures/`.
  static func file(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent(name)
  }

  /// Reads the fixture file `name`.
  func read(_ name: String) async throws -> LegacyImportReport {
    try await LegacyShortcutImport.read(
      fileAt: Self.file(name), runtime: runtime, created: Self.now)
  }

  /// Reads `text` as a file named "inline.json".
  func read(text: String) async -> LegacyImportReport {
    await LegacyShortcutImport.read(
      text: text, file: "inline.json", runtime: runtime, created: Self.now)
  }
}

extension LegacyShortcutProblem {
  /// "12:9 warning: message", the parts a test checks.
  var located: String { "\(diagnostic.line):\(diagnostic.column) \(severity.rawValue): \(message)" }
}

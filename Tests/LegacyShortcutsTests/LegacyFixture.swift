import BookLibrary
import ConversationRuntime
import Foundation
import LegacyShortcuts
import OpenAppIntents
import SoupChef
import Trails

/// A runtime with the three bundled apps, its clock stopped, and the fixture files.
struct LegacyFixture {
  static let now = Date(timeIntervalSince1970: 1_790_000_000)
  static let environment = IntentEnvironment.fixed(now: now)

  let runtime: ConversationRuntime
  let orders: SoupOrderDataManager

  /// Soup Chef, Trails and Book Library, as `sirisim` loads them.
  static func make() async -> LegacyFixture {
    let orders = SoupOrderDataManager(environment: environment)
    let runtime = await ConversationRuntime(
      apps: [
        SoupChefApp.manifest(environment: environment, orders: orders),
        TrailsApp.manifest(environment: environment),
        BookLibraryApp.manifest(environment: environment),
      ],
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
  var located: String { "\(line):\(column) \(severity.rawValue): \(message)" }
}

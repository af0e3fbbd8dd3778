import ConversationRuntime
import ConversationTestSupport
import Foundation
import LegacyShortcuts
import SiriStore
import Testing

/// Importing the same file twice into a real store: the second time each shortcut is already
/// imported, and nothing is added or refused.
@Suite struct LegacyReimportTests {
  @Test func aFileImportedAgainIsAlreadyImportedAndAddsNothing() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("LegacyReimportTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try SiriStore(location: .file(folder.appendingPathComponent("sirisim.sqlite")))
    let environment = TestClock.environment
    let runtime = await ConversationRuntime(
      apps: BundledApps.manifests(environment: environment),
      options: ConversationRuntime.Options(environment: environment), memory: store)
    let file = LegacyFixture.file("soup-chef-legacy.json")

    let first = try await LegacyShortcutImport.read(fileAt: file, runtime: runtime)
    let firstSplit = first.splitByImported(among: try store.voiceShortcuts())
    #expect(firstSplit.imported.isEmpty)
    #expect(firstSplit.new.count == 1)
    let added = try runtime.addVoiceShortcuts(firstSplit.new)
    #expect(added.allSatisfy { (try? $0.get()) != nil })

    let again = try await LegacyShortcutImport.read(fileAt: file, runtime: runtime)
    let saved = try store.voiceShortcuts()
    let secondSplit = again.splitByImported(among: saved)
    #expect(secondSplit.new.isEmpty)
    #expect(secondSplit.imported.map(\.invocationPhrase) == ["Clam chowder time"])
    #expect(saved.count == 1)
  }

  @Test func anotherShortcutOnTheSamePhraseIsNotAlreadyImported() async throws {
    let fixture = await LegacyFixture.make()
    let report = try await fixture.read("soup-chef-legacy.json")
    var other = try #require(report.shortcuts.first)
    other.parameters = []

    #expect(report.splitByImported(among: [other]).new.count == 1)
  }
}

import ConversationSession
import Foundation
import SiriStore
import Testing

/// `:store` says where Siri's memory is kept.
@Suite struct StoreCommandTests {
  @Test func isReadAndListedInHelp() {
    #expect(SessionCommand(line: ":store") == SessionCommand(StoreCommand()))
    #expect(SessionCommand(line: "  :STORE ") == SessionCommand(StoreCommand()))
    #expect(SessionCommand.summaries.map(\.command).contains(":store"))
  }

  @Test func namesTheStoresFile() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-command-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("sirisim.sqlite")
    let runtime = await CommandRuntime.make(memory: try SiriStore(location: .file(file)))

    let outcome = await CommandRuntime.run(":store", on: runtime)

    #expect(outcome == .notices(["Memory: \(file.path)"], isError: false))
  }

  @Test func saysAStoreInMemoryIsForgotten() async throws {
    let runtime = await CommandRuntime.make(memory: try SiriStore(location: .memory))

    let outcome = await CommandRuntime.run(":store", on: runtime)

    #expect(
      outcome == .notices(["Memory: in memory only, forgotten when SiriSim ends."], isError: false))
  }

  @Test func saysNothingIsRememberedWithoutAStore() async {
    let runtime = await CommandRuntime.make()

    let outcome = await CommandRuntime.run(":store", on: runtime)

    #expect(outcome == .notices([StoreCommand.notice(nil)], isError: false))
    #expect(StoreCommand.notice(nil).hasPrefix("Memory: none."))
  }
}

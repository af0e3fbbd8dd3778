import ConversationRuntime
import Foundation
import OpenAppIntents
import SiriSimApp
import SoupChef
import Testing

/// Apps outside SiriSim, each keeping its phrase files in a folder of its own (as a package's
/// resources), or none.
private protocol PhrasebookApp: SimulatedApp {}

extension PhrasebookApp {
  static var shortcutsProvider: any AppShortcutsProvider.Type { SoupChefApp.shortcutsProvider }

  /// A path of this process's own for the app's folder.
  static func temporary(_ name: String) -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
  }
}

private enum ItalianApp: PhrasebookApp {
  static let displayName = "Phrasebook"
  static var phraseFolder: URL? { temporary("italian-phrases") }
}

private enum FolderlessApp: PhrasebookApp {
  static let displayName = "Folderless"
}

private enum FileForFolderApp: PhrasebookApp {
  static let displayName = "File for Folder"
  static var phraseFolder: URL? { temporary("not-a-folder") }
}

/// Each app's phrase files come from its own ``SimulatedApp/phraseFolder``, named by its
/// display name in the runtime; `--phrases` instead reads one folder per app.
@Suite struct AppPhraseFolderTests {
  @Test func aBundledAppsPhrasesComeFromItsOwnFolder() {
    let resources = PhraseResources.load(for: [SoupChefApp.self])

    #expect(resources.diagnostics.isEmpty)
    #expect(Set(resources.apps.keys) == ["Soup Chef"])
    #expect(ShippedLocales.in(resources) == ["de", "en", "fr"])
  }

  @Test func anAppsFolderIsReadUnderItsDisplayName() throws {
    let folder = try #require(ItalianApp.phraseFolder)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("it.lproj"), withIntermediateDirectories: true)
    try #"""
    "Order ${soup} from ${applicationName}" = "Ordina ${soup} da ${applicationName}";
    """#.write(
      to: folder.appendingPathComponent("it.lproj/AppShortcuts.strings"), atomically: true,
      encoding: .utf8)

    let resources = PhraseResources.load(for: [ItalianApp.self])

    #expect(resources.diagnostics.isEmpty)
    #expect(resources.apps["Phrasebook"]?.shortcutStrings["it"] != nil)
  }

  @Test func anAppWithoutAFolderHasNoFilesAndNoError() {
    let resources = PhraseResources.load(for: [FolderlessApp.self])

    #expect(resources.apps.isEmpty)
    #expect(resources.diagnostics.isEmpty)
  }

  @Test func aFileInPlaceOfAnAppsFolderIsReported() throws {
    let file = try #require(FileForFolderApp.phraseFolder)
    defer { try? FileManager.default.removeItem(at: file) }
    try "x".write(to: file, atomically: true, encoding: .utf8)

    let resources = PhraseResources.load(for: [FileForFolderApp.self])

    #expect(resources.apps.isEmpty)
    #expect(resources.diagnostics.map(\.location) == [file.path])
  }
}

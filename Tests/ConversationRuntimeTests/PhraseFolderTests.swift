import ConversationRuntime
import Foundation
import SoupChef
import Testing

/// A `Phrases/` folder with problems: each is a diagnostic that names its path (and, inside a
/// file, its line and column), and the rest is still used.
@Suite struct PhraseFolderTests {
  /// A fresh folder holding `Soup Chef/`, removed when the test ends.
  final class Folder {
    let root: URL
    var app: URL { root.appendingPathComponent("Soup Chef") }

    init() throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("sirisim-phrases-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ text: String, to path: String) throws {
      let url = app.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  static func runtime(_ folder: Folder) async -> ConversationRuntime {
    await ConversationRuntime(
      apps: [SoupChefApp.manifest()], phrases: .load(from: folder.root))
  }

  @Test func overLongPhraseIsReportedWhereItIsAndIgnored() async throws {
    let folder = try Folder()
    // Within the byte cap, over the word cap.
    let words = (0..<100).map { "word\($0 % 40)" }.joined(separator: " ")
    try folder.write(
      "\"Order ${soup} from ${applicationName}\" = \"\(words) ${soup} ${applicationName}\";\n",
      to: "en.lproj/AppShortcuts.strings")
    let runtime = await Self.runtime(folder)
    let path = folder.app.appendingPathComponent("en.lproj/AppShortcuts.strings").path
    let message =
      "\(path):1:43: error: Phrase is too long: it has 102 words; SiriSim matches phrases of at most 32 words and ignores this one."

    #expect(runtime.diagnostics.map(\.description) == [message])
    #expect(await runtime.lint().map(\.description).contains(message))
    let best = try #require(runtime.matches(for: "Order tomato soup from Soup Chef").first)
    #expect(best.intent == "OrderSoup")
  }

  @Test func phraseOverFourKiBIsReportedWhereItIsAndIgnored() async throws {
    let folder = try Folder()
    // 30 words, each of 200 characters: within the word cap, 6 KB.
    let words = Array(repeating: String(repeating: "y", count: 200), count: 30)
      .joined(separator: " ")
    try folder.write(
      "/* Soup Chef */\n\"Order ${applicationName}\" = \"Order \(words) ${applicationName}\";\n",
      to: "en.lproj/AppShortcuts.strings")
    let runtime = await Self.runtime(folder)
    let path = folder.app.appendingPathComponent("en.lproj/AppShortcuts.strings").path
    let message =
      "\(path):2:30: error: Phrase is too long: it has 6054 bytes; SiriSim matches phrases of at most 4096 bytes (UTF-8) and ignores this one."

    #expect(runtime.diagnostics.map(\.description) == [message])
    #expect(await runtime.lint().map(\.description).filter { $0 == message }.count >= 1)
    let best = try #require(runtime.matches(for: "Order tomato soup from Soup Chef").first)
    #expect(best.intent == "OrderSoup")
  }

  @Test func aUTF8FileWithABadByteIsReportedAtTheByte() async throws {
    let folder = try Folder()
    let url = folder.app.appendingPathComponent("fr.lproj/AppShortcuts.strings")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    var bytes = Data("/* Soupe */\n\"Commander ${applicationName}\" = \"Commander ".utf8)
    bytes += Data([0xC3, 0x28])
    bytes += Data(" ${applicationName}\";\n".utf8)
    try bytes.write(to: url)
    let runtime = await Self.runtime(folder)

    #expect(
      runtime.diagnostics.map(\.description) == [
        "\(url.path):2:45: error: Malformed AppShortcuts.strings file: it is not UTF-8: the byte 0xC3 here is not valid UTF-8 (a UTF-16 file must start with a byte order mark)."
      ])
  }

  @Test func aUTF16FileIsReadOnlyWithItsByteOrderMark() async throws {
    let folder = try Folder()
    let url = folder.app.appendingPathComponent("fr.lproj/AppShortcuts.strings")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let text = "\"Order ${applicationName}\" = \"Commander sur ${applicationName}\";\n"
    let marked: [(mark: [UInt8], encoding: String.Encoding)] = [
      ([0xFF, 0xFE], .utf16LittleEndian), ([0xFE, 0xFF], .utf16BigEndian),
    ]
    for (mark, encoding) in marked {
      try (Data(mark) + (try #require(text.data(using: encoding)))).write(to: url)
      let runtime = await ConversationRuntime(
        apps: [SoupChefApp.manifest()], phrases: .load(from: folder.root), locale: "fr")
      #expect(runtime.diagnostics.isEmpty)
      #expect(runtime.matches(for: "Commander sur Soup Chef").first?.intent == "OrderSoup")
    }
  }

  @Test func symbolicLinkLoopIsReported() async throws {
    let folder = try Folder()
    let loop = folder.app.appendingPathComponent("fr.lproj")
    try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
    let runtime = await Self.runtime(folder)

    #expect(
      runtime.diagnostics.map(\.description) == [
        "\(loop.path): error: This folder cannot be read: it is a symbolic link that loops (or has too many levels)."
      ])
  }

  @Test func danglingLinkAndFileInPlaceOfFolderAreReported() async throws {
    let folder = try Folder()
    let dangling = folder.root.appendingPathComponent("Trails")
    try FileManager.default.createSymbolicLink(
      atPath: dangling.path, withDestinationPath: folder.root.appendingPathComponent("gone").path)
    try folder.write("not a folder", to: "de.lproj")
    let runtime = await Self.runtime(folder)
    let messages = runtime.diagnostics.map(\.description)

    #expect(
      messages.contains(
        "\(dangling.path): error: This app folder cannot be read: it is a symbolic link to something that does not exist."
      ))
    #expect(
      messages.contains(
        "\(folder.app.appendingPathComponent("de.lproj").path): error: This folder cannot be read: it is a file, not a folder."
      ))
  }

  @Test func aPipeInPlaceOfAStringsFileIsReported() async throws {
    let folder = try Folder()
    try FileManager.default.createDirectory(
      at: folder.app.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    let fifo = folder.app.appendingPathComponent("en.lproj/AppShortcuts.strings")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    let runtime = await Self.runtime(folder)

    #expect(
      runtime.diagnostics.map(\.description) == [
        "\(fifo.path): error: This file cannot be read: it is a FIFO (a pipe), not a regular file."
      ])
    // The app still works from its Swift phrases.
    #expect(runtime.matches(for: "Order tomato soup from Soup Chef").first?.app == "Soup Chef")
  }

  @Test func missingFolderIsNoFilesAndNoError() {
    let resources = PhraseResources.load(
      from: URL(fileURLWithPath: "/nonexistent/sirisim/\(UUID().uuidString)"))
    #expect(resources.apps.isEmpty)
    #expect(resources.diagnostics.isEmpty)
  }
}

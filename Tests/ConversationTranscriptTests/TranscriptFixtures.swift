import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import ConversationTranscript
import Foundation
import OpenAppIntents
import PlainConversation
import SiriSimApp
import SiriStore
import SoupChef
import Trails

/// What the transcript tests share: the bundled apps, the package's phrases, a fixed clock.
enum TranscriptFixtures {
  /// 2026-11-21T12:00:00Z.
  static let now = TestClock.saturdayNoon

  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var phrases: PhraseResources { BundledApps.phrases }

  /// The bundled apps, as `sirisim` loads them.
  @Sendable static func bundledApps(_ environment: IntentEnvironment) -> [AppManifest] {
    BundledApps.manifests(environment: environment)
  }

  /// A runtime for a transcript, as `sirisim replay` makes it: the header's settings, and a new,
  /// empty store in memory that the apps keep their data in.
  static func runtime(for file: TranscriptFile) async throws -> ConversationRuntime {
    let memory = try SiriStore(location: .memory)
    return try await file.makeRuntime(
      apps: { environment in
        [
          SoupChefApp.makeManifest(
            environment: environment, appData: memory.appData(for: SoupChefApp.bundleIdentifier)),
          TrailsApp.makeManifest(
            environment: environment, appData: memory.appData(for: TrailsApp.bundleIdentifier)),
          BookLibraryApp.makeManifest(
            environment: environment, appData: memory.appData(for: BookLibraryApp.bundleIdentifier)),
        ]
      }, phrases: phrases, memory: memory)
  }

  static func header(_ apps: [String], voiceOnly: Bool = false) -> TranscriptHeader {
    TranscriptHeader(apps: apps, now: now, voiceOnly: voiceOnly)
  }

  /// A fresh runtime with a header's settings, as `sirisim replay` makes it.
  static func runtime(for header: TranscriptHeader) async throws -> ConversationRuntime {
    try await runtime(for: TranscriptFile(path: "test.siri", header: header, body: []))
  }

  /// A fresh runtime over apps, and a recorder already writing to a new file.
  static func recording(_ apps: [String], name: String) async throws -> (
    runtime: ConversationRuntime, recorder: TranscriptRecorder, path: String
  ) {
    let header = header(apps)
    let path = try temporaryPath(name)
    let recorder = TranscriptRecorder(header: header)
    try recorder.start(path: path)
    return (try await runtime(for: header), recorder, path)
  }

  /// Replays a file's text as `sirisim replay` does.
  static func replay(_ text: String, path: String = "test.siri") async throws
    -> TranscriptReplay.Result
  {
    let file = try TranscriptFile.parse(text, path: path)
    return await TranscriptReplay.replay(file, runtime: try await runtime(for: file))
  }

  /// A path in a new temporary folder.
  static func temporaryPath(_ name: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-transcripts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name).path
  }

  /// A file's text.
  static func contents(of path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }
}

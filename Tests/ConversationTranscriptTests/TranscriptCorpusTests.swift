import ConversationTranscript
import Foundation
import PlainConversation
import Testing

/// Every bundled transcript (`Tests/Transcripts/*.siri`, the seeds' flows for the three apps)
/// replays exactly, and recording its conversation again writes the same file byte for byte.
struct TranscriptCorpusTests {
  static let folder = TranscriptFixtures.packageRoot.appendingPathComponent("Tests/Transcripts")

  static var paths: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".siri") }.sorted().map {
      folder.appendingPathComponent($0).path
    }
  }

  @Test func everyBundledAppHasTranscripts() throws {
    let files = try Self.paths.map { try TranscriptFile.read(path: $0) }
    for app in ["Soup Chef", "Trails", "Book Library"] {
      #expect(files.contains { $0.header.apps == [app] }, "no transcript of \(app) alone")
    }
  }

  @Test(arguments: paths)
  func replaysExactly(path: String) async throws {
    let result = try await TranscriptFixtures.replay(
      TranscriptFixtures.contents(of: path), path: path)
    #expect(result.passed, "\(result.diff ?? "")")
    #expect(result.file.inputs.count > 0)
  }

  @Test(arguments: paths)
  func recordingItsConversationWritesTheSameFile(path: String) async throws {
    let text = try TranscriptFixtures.contents(of: path)
    let file = try TranscriptFile.parse(text, path: path)
    let runtime = try await TranscriptFixtures.runtime(for: file)
    let recording = try TranscriptFixtures.temporaryPath("again.siri")
    let recorder = TranscriptRecorder(header: file.header)
    try recorder.start(path: recording)
    let frontEnd = PlainFrontEnd(
      input: ScriptedInput(file.inputs), output: CapturedOutput(), echoInput: true)
    await PlainSession(runtime: runtime, frontEnd: frontEnd, recorder: recorder).run()
    recorder.stop()
    #expect(try TranscriptFixtures.contents(of: recording) == text)
  }
}

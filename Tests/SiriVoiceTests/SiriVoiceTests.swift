import ConversationRuntime
import ConversationTestSupport
import Foundation
import Testing

@testable import SiriVoice

/// Siri's voice over a real Soup Chef conversation: one WAV file a turn, each holding what
/// Siri said in it, in the conversation's language. eSpeak NG itself is heard in CI
/// (`.ci/voice-e2e.sh` transcribes its WAV files with PocketSphinx); here a small program
/// stands in for it that writes its voice and text into the file, so the test needs no audio
/// package and reads exactly what was handed to the synthesizer.
@Suite struct SiriVoiceTests {
  /// A folder of its own, and a stand-in `espeak-ng` in it.
  struct Scratch {
    let folder: String
    let speaker: String

    init() throws {
      folder = NSTemporaryDirectory() + "/sirisim-voice-\(UUID().uuidString)"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      speaker = folder + "/espeak-ng"
      // -v VOICE -w FILE -- TEXT: the voice and the text written to FILE.
      let script = "#!/bin/sh\nprintf '%s|%s' \"$2\" \"$6\" > \"$4\"\n"
      try script.write(toFile: speaker, atomically: true, encoding: .utf8)
      chmod(speaker, 0o755)
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    func turns(in wavs: String) throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: wavs).sorted().map {
        try String(contentsOfFile: wavs + "/" + $0, encoding: .utf8)
      }
    }
  }

  @Test func writesEachTurnOfAnOrderAsItsOwnFileInOrder() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let wavs = scratch.folder + "/speech"
    let voice = try SiriVoice(
      locale: "en", output: SiriVoice.Output(aloud: false, folder: wavs),
      environment: ["SIRISIM_ESPEAK": scratch.speaker])
    let fixture = await SoupChefFixture.make()
    let answers = AnsweringFrontEnd([.choice(1), .choice(0), .confirm(true)])
    await fixture.runtime.handle(
      "Order clam chowder from Soup Chef", with: SpeakingFrontEnd(answers, voice: voice))
    #expect(voice.finish().isEmpty)
    let turns = try scratch.turns(in: wavs)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: wavs).sorted()
        == ["turn-01.wav", "turn-02.wav", "turn-03.wav", "turn-04.wav"])
    #expect(turns.first == "en-us|Which soup?")
    #expect(turns.dropFirst().first == "en-us|Which store location?")
    #expect(turns.last?.hasPrefix("en-us|") == true)
    #expect(turns.last?.contains("order will be ready") == true)
  }

  @Test func speaksInTheConversationsLanguage() {
    #expect(SpeechSynthesizer.voice(for: "en") == "en-us")
    #expect(SpeechSynthesizer.voice(for: "fr_FR") == "fr")
    #expect(SpeechSynthesizer.voice(for: "de-DE") == "de")
  }

  @Test func withoutESpeakNGItSaysSoOnceAndNothingIsWritten() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    #expect(throws: VoiceError.missingSpeaker) {
      try SiriVoice(
        locale: "en", output: SiriVoice.Output(aloud: true, folder: scratch.folder + "/speech"),
        environment: ["PATH": scratch.folder + "/nowhere"])
    }
    #expect(!FileManager.default.fileExists(atPath: scratch.folder + "/speech"))
    #expect(VoiceError.missingSpeaker.description.contains("apt-get install espeak-ng"))
  }

  @Test func aFolderThatCantBeMadeIsSaidAtTheEndAndTheConversationGoesOn() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    // A file where the folder should be: nothing can be written under it.
    let blocked = scratch.folder + "/file"
    _ = FileManager.default.createFile(atPath: blocked, contents: Data())
    let voice = try SiriVoice(
      locale: "en", output: SiriVoice.Output(aloud: false, folder: blocked + "/speech"),
      environment: ["SIRISIM_ESPEAK": scratch.speaker])
    let fixture = await SoupChefFixture.make()
    let answers = AnsweringFrontEnd([.cancel])
    await fixture.runtime.handle(
      "Order clam chowder from Soup Chef", with: SpeakingFrontEnd(answers, voice: voice))
    let problems = voice.finish()
    #expect(problems.count == 2)
    #expect(problems.first?.contains(blocked + "/speech/turn-01.wav") == true)
  }
}

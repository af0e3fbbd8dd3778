import ArgumentParser
import ConversationRuntime
import Foundation
import PlainConversation
import SafeFiles
import SiriVoice

/// `--speak` and `--speak-to FOLDER`: Siri's voice in a conversation (`ui`, `converse`),
/// through eSpeak NG in the conversation's language.
struct SpeechOption: ParsableArguments {
  @Flag(help: "Speak Siri's side aloud through eSpeak NG, in the conversation's language.")
  var speak = false

  @Option(
    help: ArgumentHelp(
      "Write each turn of Siri's speech as a WAV file in this folder (turn-01.wav, …).",
      valueName: "folder"),
    completion: .directory)
  var speakTo: String?

  func validate() throws {
    if let speakTo, case .refused(let reason) = SafeFile.decide(speakTo, for: .folder) {
      throw ValidationError("--speak-to: \(reason)")
    }
  }

  /// The voice for a conversation in `locale`, or `nil` when none is asked for; a missing
  /// eSpeak NG is said once on standard error and the conversation goes on silently.
  func voice(locale: String) -> SiriVoice? {
    guard speak || speakTo != nil else { return nil }
    let environment = ProcessInfo.processInfo.environment
    let folder = speakTo.map { PersonPath.expandingTilde(in: $0, environment: environment) }
    do {
      return try SiriVoice(
        locale: locale, output: SiriVoice.Output(aloud: speak, folder: folder),
        environment: environment)
    } catch {
      Console.error(error.description)
      return nil
    }
  }

  /// Waits for the voice to finish and says what could not be written.
  static func finish(_ voice: SiriVoice?) {
    for problem in voice?.finish() ?? [] { Console.error(problem) }
  }
}

/// A plain or JSON session whose Siri also speaks.
struct SpeakingSessionFrontEnd: SessionFrontEnd {
  let inner: any SessionFrontEnd
  let speaking: SpeakingFrontEnd

  init(_ inner: any SessionFrontEnd, voice: SiriVoice) {
    self.inner = inner
    speaking = SpeakingFrontEnd(inner, voice: voice)
  }

  func present(_ event: ConversationEvent) async { await speaking.present(event) }
  func reply(to prompt: ConversationPrompt) async -> ConversationReply {
    await speaking.reply(to: prompt)
  }
  func readUtterance() async -> String? { await inner.readUtterance() }
  func notice(_ text: String) { inner.notice(text) }
  func showAppGuide(_ guide: AppGuide) { inner.showAppGuide(guide) }
}

import Foundation

/// eSpeak NG, the `espeak-ng` program, speaking one text aloud or into a WAV file.
///
/// SiriSim runs the program rather than linking the library: it is the one Debian ships with
/// its voices, and a missing program is a plain "not installed", not a link error.
struct SpeechSynthesizer: Sendable {
  /// The program's path.
  let program: String
  /// The eSpeak NG voice: the conversation's language (`en-us`, `fr`, `de`).
  let voice: String

  /// The synthesizer found on `PATH` (or at `SIRISIM_ESPEAK`), for a locale such as `en`,
  /// `fr_FR` or `de-DE`.
  static func find(locale: String, environment: [String: String]) -> SpeechSynthesizer? {
    let program: String?
    if let given = environment["SIRISIM_ESPEAK"], !given.isEmpty {
      program = access(given, X_OK) == 0 ? given : nil
    } else {
      program = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        .map { "\($0)/espeak-ng" }.first { access($0, X_OK) == 0 }
    }
    return program.map { SpeechSynthesizer(program: $0, voice: voice(for: locale)) }
  }

  /// eSpeak NG's voice for a locale: its language, American English for English.
  static func voice(for locale: String) -> String {
    let language =
      locale.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" }).first
      .map(String.init) ?? "en"
    switch language {
    case "en": return "en-us"
    case "": return "en-us"
    default: return language
    }
  }

  /// Speaks the text on the sound card; waits until it is said.
  @discardableResult
  func speak(_ text: String) -> Bool {
    run(["-v", voice, "--", text])
  }

  /// Writes the text's speech as a WAV file at `path`; waits until it is written.
  @discardableResult
  func record(_ text: String, to path: String) -> Bool {
    run(["-v", voice, "-w", path, "--", text])
  }

  private func run(_ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return false
    }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}

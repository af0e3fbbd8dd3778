import Foundation
import LegacyShortcuts

/// SiriKit-era shortcut files (`INVoiceShortcut` JSON) → a `LegacyImportReport` over the
/// bundled apps: every problem points inside the text, and every shortcut it maps runs an
/// intent the apps have.
enum LegacyShortcutFuzzing {
  static func run(_ bytes: [UInt8]) async {
    let text = FuzzTarget.text(bytes)
    let runtime = await BundledRuntime.shared.runtime
    let report = await LegacyShortcutImport.read(
      text: text, file: "fuzz.json", runtime: runtime, created: Date(timeIntervalSince1970: 0))
    // Lines as the JSON reader counts them: at every LF scalar (a CR LF is one Character, so
    // splitting the String's characters at "\n" would miss it).
    let lineCount = text.unicodeScalars.reduce(1) { $0 + ($1 == "\n" ? 1 : 0) }
    for problem in report.problems.map(\.diagnostic) {
      precondition(problem.line >= 1 && problem.line <= max(1, lineCount), "line out of the file")
      precondition(problem.column >= 1, "column before the line")
      precondition(!problem.message.isEmpty, "a problem says nothing")
    }
    let intents = Set(runtime.intentNames.map(\.intent))
    for shortcut in report.shortcuts {
      precondition(intents.contains(shortcut.intent), "a shortcut for an intent no app has")
    }
    _ = report.lines
  }
}

import ArgumentParser
@_spi(SiriSim) import ConversationRuntime
import Foundation
@_spi(SiriSim) import OpenAppIntents

/// `sirisim phrases`: the apps' App Shortcuts and phrases, and Xcode's phrase rules.
struct Phrases: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "phrases",
    abstract: "List App Shortcuts with their phrases expanded per parameter value, or lint them.",
    discussion: """
      --lint checks the Swift phrases and the Phrases/ files with Xcode's rules and wording (one \
      ${applicationName} per phrase; at most one parameter, an AppEntity or AppEnum; at most 10 \
      App Shortcuts per app; unused strings keys; malformed files) and SiriSim's (phrases two \
      App Shortcuts share). It exits 1 when there is an error.
      """)

  @Flag(help: "Check the phrases instead of listing them.")
  var lint = false

  @OptionGroup var selection: AppSelection

  func run() async throws {
    let runtime = await selection.makeRuntime(quiet: true, readingOnly: true)
    if lint {
      let diagnostics = await runtime.lint()
      for diagnostic in diagnostics { Console.print("\(diagnostic)") }
      let errors = diagnostics.filter { $0.severity == .error }.count
      let warnings = diagnostics.count - errors
      Console.print(
        "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
      if errors > 0 { throw ExitCode.failure }
      return
    }
    for diagnostic in runtime.diagnostics {
      Console.error("\(diagnostic)")
    }
    for app in await runtime.phraseListing() {
      let names =
        app.alternativeNames.isEmpty
        ? "" : " (also: \(app.alternativeNames.joined(separator: ", ")))"
      Console.print("\(app.app)\(names) · locale \(runtime.locale) · tiles \(app.tileColor)")
      for shortcut in app.shortcuts {
        let origin = shortcut.schema.map { " · schema \($0)'s own phrasing, no App Shortcut" } ?? ""
        Console.print("  \(shortcut.title) — \(shortcut.intent)\(origin)")
        for phrase in shortcut.phrases { Console.print("    phrase: \(phrase)") }
        for expansion in shortcut.expansions { Console.print("      “\(expansion)”") }
        if let summary = shortcut.summary {
          Console.print("    summary: \(summary.sentence)")
          for detail in summary.details { Console.print("             \(detail)") }
        }
      }
    }
  }
}

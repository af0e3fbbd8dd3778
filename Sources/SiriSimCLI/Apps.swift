import ArgumentParser
@_spi(SiriSim) import ConversationRuntime
@_spi(SiriSim) import OpenAppIntents

/// `sirisim apps`: the loaded apps and what to say to them.
struct Apps: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "apps",
    abstract:
      "List the apps, the phrases that start their App Shortcuts, and every intent by type name.")

  @OptionGroup var selection: AppSelection

  func run() async throws {
    let runtime = await selection.makeRuntime(readingOnly: true)
    let finds = await runtime.findableEntities()
    for app in runtime.appNames {
      Console.print(app)
      for example in runtime.examplePhrases() where example.app == app {
        Console.print("  \(example.title): “\(example.phrase)”")
      }
      for find in finds where find.app == app {
        Console.print("  " + find.usage(command: "\(Registration.current.executable) find"))
      }
      // Every intent, by the type name `run` takes, with its title: the ones no phrase
      // starts too.
      let intents = runtime.intentNames.filter { $0.app == app }
      if !intents.isEmpty {
        Console.print("  Intents (\(Registration.current.executable) run INTENT):")
        let summaries = runtime.intentSummaries
        for intent in intents {
          Console.print("    \(intent.intent) — \(intent.title)")
          // The action as Shortcuts shows it: its summary with the defaults.
          guard let summary = summaries[intent.app + "\u{1F}" + intent.intent] else { continue }
          Console.print("      \(summary.sentence)")
          for detail in summary.details { Console.print("        \(detail)") }
        }
      }
    }
  }
}

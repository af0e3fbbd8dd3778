import ArgumentParser
import ConversationRuntime

/// `sirisim apps`: the loaded apps and what to say to them.
struct Apps: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List the apps and the phrases that start their App Shortcuts.")

  @OptionGroup var selection: AppSelection

  func run() async throws {
    let runtime = await selection.makeRuntime()
    var currentApp: String?
    for example in runtime.examplePhrases() {
      if example.app != currentApp {
        Console.print(example.app)
        currentApp = example.app
      }
      Console.print("  \(example.title): “\(example.phrase)”")
    }
  }
}

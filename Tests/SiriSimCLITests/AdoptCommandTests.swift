import CLITestSupport
import Foundation
import Testing

/// `sirisim adopt` without a build (`--no-build`): the package it writes around an app's folder,
/// and what it says on bad input. What it learns from a build is in AdoptTests and
/// `.ci/adopt-e2e.sh`.
@Suite struct AdoptCommandTests {
  static let logHabit = """
    import AppIntents

    struct LogHabit: AppIntent {
      static let title: LocalizedStringResource = "Log a Habit"
      func perform() async throws -> some IntentResult {
        _ = HabitStore.shared.log("Read")
        return .result()
      }
    }
    """

  static let shortcuts = """
    import AppIntents
    import SwiftUI

    struct HabitsShortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: LogHabit(), phrases: ["Log a habit in \\(.applicationName)"],
          shortTitle: "Log a Habit", systemImageName: "checkmark")
      }
    }
    """

  /// A sandbox holding the Habits app: two App Intents files, a view without App Intents and
  /// the app's `@main`.
  func habitsApp() throws -> CommandSandbox {
    let sandbox = try sirisim()
    try sandbox.write(Self.logHabit, to: "Habits/Habits/Intents/LogHabit.swift")
    try sandbox.write(Self.shortcuts, to: "Habits/Habits/Intents/HabitsShortcuts.swift")
    try sandbox.write(
      "import SwiftUI\nstruct HabitRow: View { var body: some View { Text(\"Read\") } }\n",
      to: "Habits/Habits/Views/HabitRow.swift")
    try sandbox.write(
      "import AppIntents\nimport SwiftUI\n@main\nstruct HabitsApp: App {\n  var body: some Scene { WindowGroup { Text(\"Habits\") } }\n}\n",
      to: "Habits/Habits/HabitsApp.swift")
    return sandbox
  }

  @Test func linksTheAppIntentsFilesWhereTheyAreAndLeavesTheRestOut() throws {
    let sandbox = try habitsApp()
    let run = try sandbox.run(
      ["adopt", sandbox.path("Habits"), "--no-build", "--path", sandbox.path("HabitsSiri")])
    #expect(run.status == 0, "\(run.combined)")
    let app = URL(fileURLWithPath: sandbox.path("Habits")).resolvingSymlinksInPath().path
    expectLines(
      [
        "wrote Sources/SwiftUI/SwiftUI.swift", "wrote Sources/AppIntents/AppIntents.swift",
        "wrote Sources/Habits/SiriSim/StandIns.swift",
        "left out Habits/HabitsApp.swift: it is an entry point (@main)",
        "linked 2 App Intents files of \(app) in Sources/Habits/App",
      ], in: run.output)
    let link = sandbox.path("HabitsSiri/Sources/Habits/App/Habits/Intents/LogHabit.swift")
    let target = try FileManager.default.destinationOfSymbolicLink(atPath: link)
    #expect(target == app + "/Habits/Intents/LogHabit.swift")
    for leftOut in ["Habits/Views/HabitRow.swift", "Habits/HabitsApp.swift"] {
      #expect(
        !FileManager.default.fileExists(
          atPath: sandbox.path("HabitsSiri/Sources/Habits/App/\(leftOut)")))
    }
    let manifest = try String(
      contentsOfFile: sandbox.path("HabitsSiri/Package.swift"), encoding: .utf8)
    #expect(manifest.contains(".executable(name: \"habits-siri\", targets: [\"habits-siri\"])"))
  }

  /// A generated Swift file past 4 MiB is not read whole into memory: it is named, and the
  /// App Intents files are linked as ever.
  @Test func aSwiftFileOverTheCapIsLeftOutAndNamed() throws {
    let sandbox = try habitsApp()
    let line = "let generated = [" + String(repeating: "1, ", count: 30) + "]\n"
    try sandbox.write(
      "import AppIntents\n" + String(repeating: line, count: 4_194_304 / line.utf8.count + 1),
      to: "Habits/Habits/Generated.swift")
    let run = try sandbox.run(
      ["adopt", sandbox.path("Habits"), "--no-build", "--path", sandbox.path("HabitsSiri")])
    #expect(run.status == 0, "\(run.combined)")
    expectLines(
      [
        "left out Habits/Generated.swift: it can't be read: it holds more than 4194304 bytes",
        "linked 2 App Intents files",
      ], in: run.output)
  }

  @Test func aFolderWithoutAppIntentsFilesIsNamedQuoted() throws {
    let sandbox = try sirisim()
    try sandbox.write("struct Plain {}\n", to: "$(touch pwned)/Plain.swift")
    let run = try sandbox.run(["adopt", sandbox.path("$(touch pwned)")])
    #expect(run.status == 2)
    #expect(
      run.errorOutput.contains(
        "no Swift file under '\(sandbox.path("$(touch pwned)"))' imports AppIntents"))
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("pwned")))
  }

  @Test func aPackageFolderInUseIsLeftAlone() throws {
    let sandbox = try habitsApp()
    try sandbox.write("mine\n", to: "HabitsSiri/notes.txt")
    let run = try sandbox.run(
      ["adopt", sandbox.path("Habits"), "--no-build", "--path", sandbox.path("HabitsSiri")])
    #expect(run.status == 2)
    #expect(run.errorOutput.contains("is not empty; name a new folder with --path."))
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("HabitsSiri/Package.swift")))
  }
}

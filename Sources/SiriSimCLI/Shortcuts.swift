import ArgumentParser
import ConversationRuntime
import Foundation
import LegacyShortcuts
import SiriStore

/// `sirisim shortcuts`: the phrases people recorded (Add to Siri), and SiriKit-era shortcuts.
struct Shortcuts: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shortcuts",
    abstract:
      "Add, list, rename or remove Add to Siri shortcuts; import or check SiriKit-era ones.",
    discussion: """
      A shortcut is a phrase you choose for an intent with values. Saying it (or something \
      close: "soup tiem") runs the intent with those values, before any App Shortcut phrase; \
      Siri still asks for what is missing and still confirms. A phrase that is already an App \
      Shortcut phrase or another shortcut's is refused. In the UI and plain mode, \
      :add-to-siri PHRASE saves the last intent that completed.
      """,
    subcommands: [Add.self, List.self, Rename.self, Remove.self, Import.self, Check.self],
    defaultSubcommand: List.self)

  /// `sirisim shortcuts add PHRASE INTENT name=value…`.
  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Save a phrase for an intent with values.",
      discussion:
        "Example: sirisim shortcuts add \"Lunch time\" INTENT item=\"Flat White\" store=\"Harbor Street\", the intent named by its type (`sirisim apps` lists them)."
    )

    @Argument(help: "What you will say, such as \"Lunch time\".")
    var phrase: String
    @Argument(help: "The intent's type name (see `sirisim apps`).", completion: Completions.intent)
    var intent: String
    @Argument(
      help: ArgumentHelp("Parameter values the shortcut runs with.", valueName: "name=value"),
      completion: Completions.runValue)
    var values: [String] = []

    @OptionGroup var selection: AppSelection

    func parameters() throws -> [SavedParameter] {
      try values.map { value in
        guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
          throw ValidationError("Expected name=value, found “\(value)”.")
        }
        return SavedParameter(
          name: String(value[..<equals]), value: String(value[value.index(after: equals)...]))
      }
    }

    func validate() throws { _ = try parameters() }

    func run() async throws {
      let store = try selection.storeOption.open()
      let runtime = await selection.makeRuntime(quiet: true, store: store)
      do {
        let shortcut = try runtime.addVoiceShortcut(
          phrase: phrase, intent: intent, parameters: try parameters())
        Console.print("Added \(shortcut.summary).")
      } catch let error as VoiceShortcutError {
        Console.error("\(error)")
        throw ExitCode.failure
      }
    }
  }

  /// `sirisim shortcuts list`.
  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List the saved shortcuts.")

    @OptionGroup var store: StoreOption

    @Flag(help: "Write one JSON object per shortcut, one per line.")
    var json = false

    func run() async throws {
      let shortcuts = try store.openForReading().voiceShortcuts()
      if json {
        for shortcut in shortcuts { Console.printJSON(shortcut.jsonLine) }
        return
      }
      guard !shortcuts.isEmpty else {
        Console.print(
          "No shortcuts yet. Add one: \(Registration.current.executable) shortcuts add 'Lunch time' INTENT name=value…, or :add-to-siri PHRASE after a run."
        )
        return
      }
      for shortcut in shortcuts {
        let source = shortcut.source == VoiceShortcut.addToSiri ? "" : "  [from \(shortcut.source)]"
        Console.print(shortcut.summary + source)
      }
    }
  }

  /// `sirisim shortcuts rename OLD NEW`.
  struct Rename: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "rename",
      abstract: "Give a shortcut a new phrase.")

    @Argument(help: "The shortcut's phrase now.")
    var phrase: String
    @Argument(help: "Its new phrase.")
    var newPhrase: String
    @OptionGroup var selection: AppSelection

    func run() async throws {
      let store = try selection.storeOption.open()
      let runtime = await selection.makeRuntime(quiet: true, store: store)
      do {
        let shortcut = try store.voiceShortcut(phrase: phrase)
        let checked = try runtime.checkedPhrase(newPhrase, ignoring: shortcut.id)
        try store.renameVoiceShortcut(id: shortcut.id, to: checked)
        Console.print("Renamed “\(shortcut.invocationPhrase)” to “\(checked)”.")
      } catch {
        Console.error("\(error)")
        throw ExitCode.failure
      }
    }
  }

  /// `sirisim shortcuts remove PHRASE`.
  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove",
      abstract: "Delete a shortcut.")

    @Argument(help: "The shortcut's phrase.")
    var phrase: String
    @OptionGroup var store: StoreOption

    func run() async throws {
      do {
        let removed = try store.open().removeVoiceShortcut(phrase: phrase)
        Console.print("Removed \(removed.summary).")
      } catch let error as StoreError {
        Console.error("\(error)")
        throw ExitCode.failure
      }
    }
  }

  /// `sirisim shortcuts import FILE`.
  struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract:
        "Import SiriKit-era shortcuts (a JSON file of INVoiceShortcuts) onto the App Intents that migrated them."
    )

    @OptionGroup var legacy: LegacyFile

    /// The most problem lines `import` prints before it counts the rest (`check` lists all).
    static let maxLines = 20

    func run() async throws {
      let store = try legacy.selection.storeOption.open()
      let runtime = await legacy.selection.makeRuntime(quiet: true, store: store)
      let report = try await legacy.report(runtime: runtime)
      Console.print(lines: report.lines(maxProblems: Self.maxLines))
      // A shortcut saved by an earlier import of the file is said so and left as it is.
      let split: (new: [VoiceShortcut], imported: [VoiceShortcut])
      do {
        split = report.splitByImported(among: try store.voiceShortcuts())
      } catch {
        Console.error("\(error)")
        throw ExitCode.failure
      }
      for shortcut in split.imported { Console.print("Already imported \(shortcut.summary).") }
      // One check against the saved phrases and one transaction for the rest of the file.
      let results: [Result<VoiceShortcut, VoiceShortcutError>]
      do {
        results = split.new.isEmpty ? [] : try runtime.addVoiceShortcuts(split.new)
      } catch {
        Console.error("\(error)")
        throw ExitCode.failure
      }
      var refused: [String] = []
      for (shortcut, result) in zip(split.new, results) {
        switch result {
        case .success(let saved): Console.print("Imported \(saved.summary).")
        case .failure(let error):
          refused.append(report.problem(.error, at: shortcut.id, "\(error)").description)
        }
      }
      for line in refused.prefix(Self.maxLines) { Console.error(line) }
      if refused.count > Self.maxLines {
        Console.error("\(legacy.file): … and \(refused.count - Self.maxLines) more not imported.")
      }
      if report.hasErrors || !refused.isEmpty { throw ExitCode.failure }
    }
  }

  /// `sirisim shortcuts check FILE`.
  struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract:
        "Check SiriKit-era shortcuts against the App Intents that migrated them, saving nothing.",
      discussion:
        "Each parameter that no longer maps (renamed, retyped, removed, an enum case gone) is reported as FILE:LINE:COLUMN. Exits 1 when anything no longer maps, as a lint does; `import` still imports what maps."
    )

    @OptionGroup var legacy: LegacyFile

    func run() async throws {
      // The person's store, read but not written (nor made when there is none): the apps' own
      // data (a book added to the library) decides which entities still exist, as on import.
      let runtime = await legacy.selection.makeRuntime(quiet: true, readingOnly: true)
      let report = try await legacy.report(runtime: runtime)
      Console.print(lines: report.lines)
      if report.problems.isEmpty {
        Console.print(
          "\(legacy.file): \(report.shortcuts.count) shortcut\(report.shortcuts.count == 1 ? "" : "s") map onto App Intents."
        )
      }
      if !report.problems.isEmpty { throw ExitCode.failure }
    }
  }
}

/// `import` and `check`'s arguments: the legacy shortcut file and the apps it is read against.
struct LegacyFile: ParsableArguments {
  @Argument(help: "The JSON file.", completion: .file(extensions: ["json"]))
  var file: String
  @OptionGroup var selection: AppSelection

  /// The file read against `runtime`'s apps: a file that can't be read ends the command with
  /// its file:line:column message (exit 2).
  func report(runtime: ConversationRuntime) async throws -> LegacyImportReport {
    do {
      return try await LegacyShortcutImport.read(
        fileAt: URL(
          fileURLWithPath: StoreLocation.expandingTilde(
            in: file, environment: ProcessInfo.processInfo.environment)),
        runtime: runtime)
    } catch {
      Console.error("\(error)")
      throw SiriSim.usageError
    }
  }
}

extension VoiceShortcut {
  /// The shortcut as one line of JSON, for `shortcuts list --json`.
  var jsonLine: String {
    JSONLine.savedIntent(
      id: id, app: app, intent: intent, parameters: parameters,
      adding: [
        "phrase": invocationPhrase, "created": StoreDates.text(created), "source": source,
      ])
  }
}

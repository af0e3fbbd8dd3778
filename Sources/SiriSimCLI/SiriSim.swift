import ArgumentParser
import ConversationRuntime
import Foundation
import SiriSimApp
import TextSafety

/// The `sirisim` command over your apps: talk to their App Intents in a terminal, as Siri would.
///
/// An executable that runs your apps is a few lines:
///
/// ```swift
/// import CoffeeShop
/// import SiriSimCLI
///
/// @main struct CoffeeSiri {
///   static func main() async { await SiriSim.main(apps: [CoffeeShopApp.self]) }
/// }
/// ```
///
/// Every subcommand — the UI, `converse`, `run`, `match`, `replay`, `play`, `shortcuts`, … —
/// then knows those apps and only those. With no subcommand it runs `ui`: the curses UI when
/// standard input and output are a terminal, plain lines otherwise (`converse` is plain mode
/// on purpose).
public struct SiriSim: AsyncParsableCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: Registration.current.executable,
      abstract: "Talk to App Intents in a terminal, as Siri would.",
      discussion: """
        Type what you would say to Siri, one of your apps' App Shortcut phrases. SiriSim finds \
        the App Shortcut, asks for what is missing, and runs the app's intent. With no subcommand, \
        SiriSim opens its terminal UI when standard input and output are a terminal (TERM not \
        dumb), and talks in plain lines otherwise, as `sirisim converse` does.

        Exit status: 0 done; 1 an intent failed or was cancelled in `sirisim run`, `sirisim \
        phrases --lint` found an error, `sirisim find` could not run, a transcript replayed \
        differently in `sirisim replay`, the store can't be used or a shortcut was refused \
        (`suggestions`, `donations`, `shortcuts`), `sirisim shortcuts check` found a parameter \
        that no longer maps, or standard output could not be written (a full disk); 2 a usage error or a file that can't be read; 130 interrupted \
        (Ctrl-C); 128 + the signal for another signal that ends it (131 SIGQUIT, Ctrl-\\; 143 \
        SIGTERM; 129 SIGHUP).
        """ + (laysOutHelp ? defaultCommandOptions : ""),
      version: SiriSimVersion.current,
      subcommands: [
        UI.self, Converse.self, Run.self, Replay.self, Play.self, Match.self, Find.self,
        Phrases.self,
        Spotlight.self, Apps.self, Suggestions.self, Donations.self, Shortcuts.self, Init.self,
        Adopt.self,
        Reset.self,
      ],
      defaultSubcommand: UI.self)
  }

  public init() {}

  /// The exit status of a usage error (ArgumentParser's own is 64, `EX_USAGE`).
  static let usageError = ExitCode(2)

  /// Whether a message ArgumentParser writes (help, `--experimental-dump-help`, a usage error)
  /// is being made now: only then does the top-level discussion carry
  /// ``defaultCommandOptions``. ArgumentParser reads `configuration` several times on every
  /// start, and laying out the default command's help cost a sixth of the start of a command
  /// that shows no help, such as `sirisim match`.
  @TaskLocal static var laysOutHelp = false

  /// The default command's options as `sirisim ui --help` lists them (without `--help`), for
  /// the top-level help, which ArgumentParser gives only the subcommands' names. They are laid
  /// out a column narrower than the help, which wraps its discussion at lines as wide as it.
  /// Made once, and only for a message (``laysOutHelp``).
  static let defaultCommandOptions: String = {
    let help = UI.helpMessage(columns: max(40, helpWidth - 1))
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    guard let heading = lines.firstIndex(of: "OPTIONS:") else { return "" }
    let options = lines[(heading + 1)...].prefix { !$0.isEmpty }
      .filter { !$0.hasPrefix("  -h, --help") }
    guard !options.isEmpty else { return "" }
    return "\n\nOptions of the default command (sirisim ui):\n" + options.joined(separator: "\n")
  }()

  /// The width ArgumentParser lays help out at: `COLUMNS`, else the terminal's, else 80.
  static var helpWidth: Int {
    if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap({ Int($0) }),
      columns > 0
    {
      return columns
    }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  /// The names a first argument may take: the subcommands and `help`.
  static var subcommandNames: [String] {
    configuration.subcommands.map { $0._commandName } + ["help"]
  }

  /// A mistyped subcommand (`sirisim mach`, `sirisim help mach`), which ArgumentParser would
  /// read as an argument of the default command: the usage error to report, with the nearest
  /// subcommand when one is close.
  static func subcommandProblem(in arguments: [String]) -> ValidationError? {
    let index = arguments.first == "help" ? 1 : 0
    guard index < arguments.count else { return nil }
    let word = arguments[index]
    let names = subcommandNames
    guard !word.hasPrefix("-"), !names.contains(word) else { return nil }
    if let nearest = EditDistance.nearest(to: word, among: names) {
      return ValidationError("Unknown subcommand '\(word)'. Did you mean '\(nearest)'?")
    }
    return ValidationError(
      "Unknown subcommand '\(word)'. Subcommands: \(names.joined(separator: ", ")).")
  }

  /// The command `arguments` ask for, parsed. A subcommand with none of its own, named first
  /// (`sirisim match --json`), is parsed as a command of its own: ArgumentParser's whole tree
  /// (every subcommand's name, the default command's options) was a tenth of `sirisim match`'s
  /// start. It parses so only as it would in the tree, whose root has no options but
  /// `--version` and `--help`; anything else (help, which ArgumentParser parses as a command
  /// of its own, a mistake, a completion) is parsed in the tree again, for what the whole
  /// command line says.
  static func parseCommand(_ arguments: [String]) throws -> ParsableCommand {
    if let name = arguments.first,
      let subcommand = configuration.subcommands.first(where: { $0._commandName == name }),
      subcommand.configuration.subcommands.isEmpty,
      let command = try? subcommand.parseAsRoot(Array(arguments.dropFirst())),
      type(of: command) == subcommand
    {
      return command
    }
    return try parseAsRoot(arguments)
  }

  /// The name of the executable at `path` (`CommandLine.arguments[0]`): its last component.
  static func executableName(_ path: String) -> String {
    // Split by hand when the last component is plain: Foundation's URL costs more.
    if let last = path.split(separator: "/").last, path.last != "/", last != ".", last != ".." {
      return String(last)
    }
    return URL(fileURLWithPath: path).lastPathComponent
  }

  /// Runs the command line over `apps`, then exits with its status.
  ///
  /// - Parameters:
  ///   - apps: The apps every subcommand loads, such as `[CoffeeShopApp.self]`.
  ///   - executable: The name help and messages give the command; by default the name it was
  ///     run by.
  public static func main(apps: [any SimulatedApp.Type], executable: String? = nil) async -> Never {
    let name =
      executable ?? CommandLine.arguments.first.map(executableName) ?? "sirisim"
    let watch = OutputWatch()
    await Registration.$current.withValue(Registration(apps: apps, executable: name)) {
      await DescriptorOutput.$watch.withValue(watch) { await main() }
      // A command that could not print what it was asked for did not succeed. A reader that
      // left (`| head -1`) is not a failure: it has what it wanted.
      if let failure = watch.failure, failure != EPIPE {
        Console.error("standard output: \(String(cString: strerror(failure))).")
        Foundation.exit(1)
      }
    }
    Foundation.exit(0)
  }

  /// Parses and runs the command like ArgumentParser's own `main()`, but prints every error and
  /// help message through ``Console``: an argument holding escape sequences (`--app $'\e[2J'`)
  /// is echoed inert. A usage error exits 2.
  static func main() async {
    // Swift's runtime catches SIGQUIT (Ctrl-\) for its backtracer, which prints a crash report
    // and lets the program carry on. SIGQUIT means "quit" here, as in every other program: the
    // default action ends the process with the signal (status 131). The UI puts its own guard
    // over this while it runs; SIGINT, SIGTERM and SIGHUP keep what the parent gave them.
    signal(SIGQUIT, SIG_DFL)
    do {
      let arguments = Array(CommandLine.arguments.dropFirst())
      // Parsing costs more than linear time in the number of words: thousands of them (from
      // xargs) are refused before they are parsed, as a typed line is cut at 64 words.
      if arguments.count > InputLimits.maxArgumentWords {
        throw ValidationError(
          "\(arguments.count) command-line words are more than the \(InputLimits.maxArgumentWords) SiriSim reads. Type a long utterance on standard input instead."
        )
      }
      if let problem = subcommandProblem(in: arguments) { throw problem }
      var command = try parseCommand(arguments)
      do {
        if var asyncCommand = command as? AsyncParsableCommand {
          try await asyncCommand.run()
        } else {
          try command.run()
        }
      } catch let error as ValidationError {
        // Found while running: shown with this subcommand's usage, not the top level's.
        throw CommandUsageError(command: type(of: command), message: error.message)
      }
    } catch let error as CommandUsageError {
      Console.write(error.lines, to: STDERR_FILENO)
      Foundation.exit(usageError.rawValue)
    } catch {
      var code = exitCode(for: error)
      if code == .validationFailure { code = usageError }
      let message = $laysOutHelp.withValue(true) { fullMessage(for: error) }
      if !message.isEmpty {
        var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(
          String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        Console.write(lines, to: code == .success ? STDOUT_FILENO : STDERR_FILENO)
      }
      Foundation.exit(code.rawValue)
    }
  }
}

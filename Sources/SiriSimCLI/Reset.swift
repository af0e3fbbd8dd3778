import ArgumentParser
import ConversationRuntime
import Foundation
import SiriStore
import TextSafety

/// `sirisim reset`: forget what the store remembers — everything, or donations, shortcuts or
/// one app's rows — after asking.
struct Reset: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reset",
    abstract: "Remove what the store remembers: everything, or only what the options name.",
    discussion: """
      With no option, removes every donation, Add to Siri shortcut and app's data (with what \
      the apps put in Spotlight). --donations and --shortcuts remove only those; --app removes \
      only that app's rows (all three kinds, or the ones named). On a terminal it asks first; \
      give --yes to skip the question, which is needed when standard input is not a terminal \
      (else it exits 2 and removes nothing). A store that doesn't exist is left unmade.
      """)

  @Flag(help: "Remove the donations.")
  var donations = false

  @Flag(help: "Remove the Add to Siri shortcuts.")
  var shortcuts = false

  @Option(
    name: .customLong("app"),
    help: ArgumentHelp(
      "Remove only this app's rows: its data, donations and shortcuts (or the kinds named).",
      valueName: "name"),
    completion: Completions.app)
  var appName: String?

  @Flag(name: [.customLong("yes"), .customShort("y")], help: "Reset without asking.")
  var yes = false

  @OptionGroup var store: StoreOption

  func validate() throws {
    guard let appName else { return }
    let names = Registration.current.appNames
    guard !names.contains(where: { NameMatching.same($0, appName) }) else { return }
    let nearest = EditDistance.nearest(to: appName, among: names).map { " Did you mean “\($0)”?" }
    throw ValidationError(
      "No app named “\(appName)” in \(Registration.current.executable).\(nearest ?? "") Its apps: "
        + "\(names.joined(separator: ", ")).")
  }

  /// What to remove: the kinds named (all three when none is), of the app named, if one is.
  var reset: StoreReset {
    let all = !donations && !shortcuts
    let app = appName.flatMap { name in
      Registration.current.apps.first { NameMatching.same($0.displayName, name) }
    }
    return StoreReset(
      donations: all || donations, shortcuts: all || shortcuts, appData: all,
      app: app.map { [$0.displayName, $0.bundleIdentifier] })
  }

  /// What the question and the answer call the rows removed: "everything", "Trails' data,
  /// donations and shortcuts", "donations".
  var scopeDescription: String {
    let reset = self.reset
    var kinds: [String] = []
    if reset.donations { kinds.append("donations") }
    if reset.shortcuts { kinds.append("shortcuts") }
    if reset.appData { kinds.append("data") }
    let list = Self.list(kinds)
    guard let app = reset.app?.first else {
      return reset == .everything ? "everything (donations, shortcuts, apps' data)" : list
    }
    return "\(app)\(app.hasSuffix("s") ? "'" : "'s") \(list)"
  }

  func run() async throws {
    let location = store.location
    guard case .file(let url) = location else {
      Console.print("Nothing to reset: \(StoreLocation.memoryName) remembers nothing between runs.")
      return
    }
    // A store that isn't there has nothing to remove, and resetting doesn't make one.
    guard FileManager.default.fileExists(atPath: url.path) else {
      Console.print("Nothing to reset: there is no store at \(url.path).")
      return
    }
    if !yes {
      guard isatty(STDIN_FILENO) == 1 else {
        Console.error(
          "reset asks before removing anything, and standard input is not a terminal: "
            + "add --yes to reset \(scopeDescription) in \(url.path) without asking.")
        throw SiriSim.usageError
      }
      DescriptorOutput.write(
        OutputSanitizer.line("Reset \(scopeDescription) in \(url.path)? [y/N] "), to: STDOUT_FILENO
      )
      let answer = (readLine() ?? "").trimmingCharacters(in: .whitespaces).lowercased()
      guard answer == "y" || answer == "yes" else {
        Console.print("Nothing reset.")
        return
      }
    }
    // Opening says its own refusal (and throws an ExitCode), so it stays outside the `do`: the
    // catch below would print the ExitCode as a second line (bug R5).
    let opened = try store.open()
    let counts: StoreResetCounts
    do {
      counts = try opened.reset(reset)
    } catch {
      Console.error("\(error)")
      throw ExitCode.failure
    }
    Console.print("Removed \(Self.list(removed(counts))) from \(url.path).")
  }

  /// The counts of the kinds this reset removes: "2 donations", "1 shortcut", …
  func removed(_ counts: StoreResetCounts) -> [String] {
    let reset = self.reset
    var parts: [String] = []
    if reset.donations { parts.append(Self.count(counts.donations, "donation")) }
    if reset.shortcuts { parts.append(Self.count(counts.shortcuts, "shortcut")) }
    if reset.appData { parts.append(Self.count(counts.appDataValues, "app data value")) }
    if reset.appData { parts.append(Self.count(counts.spotlightItems, "Spotlight item")) }
    return parts
  }

  static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// "a", "a and b", "a, b and c".
  static func list(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}

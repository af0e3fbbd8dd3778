import ArgumentParser
import Foundation
import SafeFiles
import TextSafety

/// `sirisim init NAME`: a new package with an App Intents app, its own executable, a test and
/// French phrases — what `swift package init` is for a library, for an app SiriSim runs.
struct Init: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a new package with an App Intents app that SiriSim runs and tests.",
    discussion: """
      Writes NAME/ (or --path): Package.swift depending on SiriSim by path; \
      Sources/NAME/AppIntents (the intent and App Shortcuts, one source for iOS and Linux); \
      Sources/NAME/SiriSim (how SiriSim loads the app); Sources/NAME/Phrases (French \
      phrases); Sources/name-siri (the executable: the whole sirisim command line over the \
      app); Tests/NAMETests (a conversation test). Then: swift run --package-path NAME \
      name-siri, and swift test --package-path NAME.
      """)

  @Argument(help: "The app's name and the package's: letters and digits, such as Greenhouse.")
  var name: String

  @Option(
    help: ArgumentHelp(
      "The folder to write (new, or empty). Default: ./NAME.", valueName: "folder"),
    completion: .directory)
  var path: String?

  @OptionGroup var checkoutOption: SiriSimCheckoutOption

  func validate() throws {
    guard let first = name.first, first.isASCII, first.isLetter,
      name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else {
      throw ValidationError(
        "The name is letters and digits, starting with a letter (it names a Swift module), such as Greenhouse, not “\(name)”."
      )
    }
    if let taken = PackageTemplate.takenName(name) {
      throw ValidationError(
        "“\(name)” can't name the package's module: \(taken). Choose another name, such as Greenhouse."
      )
    }
  }

  func run() throws {
    let folder = URL(
      fileURLWithPath: PersonPath.expandingTilde(
        in: path ?? name, environment: ProcessInfo.processInfo.environment))
    let checkout = checkoutOption.checkout(environment: ProcessInfo.processInfo.environment)
    guard
      FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Package.swift").path)
    else {
      Console.error(
        "no SiriSim package at \(checkout.path); name its checkout with --sirisim.")
      throw ExitCode(2)
    }
    // The one rule for named paths: a file, a device or a pipe in the folder's place is refused.
    if case .refused(let reason) = SafeFile.decide(folder.path, for: .folder) {
      Console.error(reason)
      throw ExitCode(2)
    }
    if let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
      !entries.isEmpty
    {
      Console.error("\(folder.path) is not empty; name a new folder with --path.")
      throw ExitCode(2)
    }
    let template = PackageTemplate(name: name, sirisim: checkout.standardizedFileURL.path)
    for (relativePath, text) in template.files {
      let url = folder.appendingPathComponent(relativePath)
      if let problem = Self.write(text, to: url) {
        Console.error(problem)
        throw ExitCode(1)
      }
      Console.print("wrote \(relativePath)")
    }
    // Pasted into a shell, so quoted (bug R2); a `~` the shell left is shown expanded, since
    // quoted it would not expand again.
    let shown = ShellQuoting.quote(path.map { $0.hasPrefix("~") ? folder.path : $0 } ?? name)
    for line in [
      "", "Try it:",
      "  swift run --package-path \(shown) \(template.executable)    # the terminal UI",
      "  echo \"Add a note in \(name)\" | swift run --package-path \(shown) \(template.executable)",
      "  swift test --package-path \(shown)",
    ] {
      Console.print(line)
    }
  }

  /// Writes one file of the package, its folders made first; what went wrong, if anything.
  static func write(_ text: String, to url: URL) -> String? {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      return "can't make the folder \(url.deletingLastPathComponent().path)"
        + (SafeFile.fileInTheWay(of: url.path).map { " (\($0) is a file)." } ?? ".")
    }
    do throws(SafeFileError) {
      if case .skipped(let reason) = try SafeFile.write(text, to: url.path) {
        return "\(url.path) was not written (\(reason))."
      }
    } catch {
      return "\(url.path) can't be written (\(error.reason))."
    }
    return nil
  }
}

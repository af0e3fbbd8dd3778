import ArgumentParser
import Foundation
import SafeFiles
import TextSafety

/// `sirisim adopt FOLDER`: an existing app's App Intents files, compiled where they are into a
/// package SiriSim runs, with a generated stand-ins file for the app's types they use.
struct Adopt: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "adopt",
    abstract: "Write a package that runs an existing app's App Intents files in SiriSim.",
    discussion: """
      Finds the Swift files under FOLDER that import AppIntents and writes a package (--path, \
      default ./NAMESiri) that compiles those same files by reference (symbolic links: the app \
      keeps one source), with a module standing in for each framework they import that Linux \
      lacks (AppIntents re-exports OpenAppIntents). Then it builds the app's target and turns \
      the compiler's "cannot find" and "has no member" errors about the app's own types into \
      Sources/NAME/SiriSim/StandIns.swift, the package's one file to fill by hand. Exit status: \
      0 the package builds, or its stand-ins are written for you to fill; 1 the build fails \
      for another reason (listed); 2 a usage error (no folder, no App Intents file, a folder \
      in the way).
      """)

  @Argument(
    help: ArgumentHelp("The app's source folder (a clone of its repository).", valueName: "folder"),
    completion: .directory)
  var appFolder: String

  @Option(help: "The app's module name: letters and digits. Default: from the folder's name.")
  var name: String?

  @Option(help: "The name Siri knows the app by (its phrases' applicationName). Default: NAME.")
  var displayName: String?

  @Option(
    help: ArgumentHelp(
      "The package folder to write (new, or empty). Default: ./NAMESiri.",
      valueName: "folder"),
    completion: .directory)
  var path: String?

  @OptionGroup var checkoutOption: SiriSimCheckoutOption

  @Option(
    help: ArgumentHelp(
      "swift build's --scratch-path for the package (share one SiriSim build).",
      valueName: "folder"))
  var scratchPath: String?

  @Flag(help: "Write the package without building it (no stand-ins are learned).")
  var noBuild = false

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let folder = URL(
      fileURLWithPath: PersonPath.expandingTilde(in: appFolder, environment: environment))
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      Console.error("no folder at \(ShellQuoting.quote(appFolder)).")
      throw ExitCode(2)
    }
    let scan = AppSourceScan(folder: folder.resolvingSymlinksInPath())
    guard !scan.files.isEmpty else {
      Console.error(
        "no Swift file under \(ShellQuoting.quote(appFolder)) imports AppIntents; name the folder that holds the app's App Intents code."
      )
      throw ExitCode(2)
    }
    let name = try moduleName(for: scan)
    let package = URL(
      fileURLWithPath: PersonPath.expandingTilde(
        in: path ?? name + "Siri", environment: environment))
    let checkout = checkoutOption.checkout(environment: environment)
    try checkPlaces(package: package, checkout: checkout)
    var adopted = AdoptedPackage(
      name: name, displayName: displayName ?? name, sirisim: checkout.standardizedFileURL.path,
      scan: scan)
    let targets = try? FileManager.default.contentsOfDirectory(
      atPath: checkout.appendingPathComponent("Sources").path)
    adopted.graphModules = AdoptedPackage.dependencyModules.union(targets ?? [])
      .subtracting(AdoptedPackage.sirisimModules)
    try write(adopted, to: package)
    let shown = ShellQuoting.quote(path ?? name + "Siri")
    guard !noBuild else {
      Console.print(lines: ["", "Build it: swift build --package-path \(shown)"])
      return
    }
    let outcome = try StandInRounds(
      package: package, adopted: adopted, scratchPath: scratchPath
    ).run()
    try report(outcome, adopted: adopted, shown: shown)
  }

  /// The module name: `--name`, else the folder's name with what a module name can't hold
  /// left out.
  func moduleName(for scan: AppSourceScan) throws -> String {
    let given =
      name ?? scan.folder.lastPathComponent.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
    guard let first = given.first, first.isLetter,
      given.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else {
      Console.error(
        "the app's module name is letters and digits, starting with a letter; name it with --name (not \(ShellQuoting.quote(given)))."
      )
      throw ExitCode(2)
    }
    let taken = Set(scan.missingModules).union(["SiriSim", "OpenAppIntents", "SiriSimApp"])
    guard !taken.contains(given) else {
      Console.error(
        "the files import a module named \(given), so the app's module needs another name: --name \(given)App."
      )
      throw ExitCode(2)
    }
    return given.prefix(1).uppercased() + given.dropFirst()
  }

  /// Stops when the package folder is in use or SiriSim's checkout isn't where it is said to be.
  func checkPlaces(package: URL, checkout: URL) throws {
    guard
      FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Package.swift").path)
    else {
      Console.error(
        "no SiriSim package at \(ShellQuoting.quote(checkout.path)); name its checkout with --sirisim."
      )
      throw ExitCode(2)
    }
    if let entries = try? FileManager.default.contentsOfDirectory(atPath: package.path),
      !entries.isEmpty
    {
      Console.error(
        "\(ShellQuoting.quote(package.path)) is not empty; name a new folder with --path.")
      throw ExitCode(2)
    }
  }

  /// Writes the package's files and links the app's App Intents files into it.
  func write(_ adopted: AdoptedPackage, to package: URL) throws {
    for (relativePath, text) in adopted.files {
      if let problem = Init.write(text, to: package.appendingPathComponent(relativePath)) {
        Console.error(problem)
        throw ExitCode(1)
      }
      Console.print("wrote \(relativePath)")
    }
    for file in adopted.scan.files {
      let link = package.appendingPathComponent(adopted.linkPath(of: file))
      let target = adopted.scan.folder.appendingPathComponent(file.relativePath)
      do {
        try FileManager.default.createDirectory(
          at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
      } catch {
        Console.error(
          "can't link \(ShellQuoting.quote(link.path)) to the app's file: \(error.localizedDescription)"
        )
        throw ExitCode(1)
      }
    }
    for entryPoint in adopted.scan.entryPoints {
      Console.print("left out \(ShellQuoting.quote(entryPoint)): it is an entry point (@main)")
    }
    for (path, reason) in adopted.scan.unread {
      Console.print("left out \(ShellQuoting.quote(path)): it can't be read: \(reason)")
    }
    Console.print(
      "linked \(adopted.scan.files.count) App Intents files of \(ShellQuoting.quote(adopted.scan.folder.path)) in Sources/\(adopted.name)/App"
    )
  }
}

import ArgumentParser
import Foundation
import SafeFiles

/// `--sirisim FOLDER`: the SiriSim checkout a package that `sirisim init` or `sirisim adopt`
/// writes depends on by path.
struct SiriSimCheckoutOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The SiriSim checkout the package depends on. Default: the one this executable was built from.",
      valueName: "folder"),
    completion: .directory)
  var sirisim: String?

  /// The checkout: the option with `~` expanded, else the one this executable was built from.
  func checkout(environment: [String: String]) -> URL {
    URL(
      fileURLWithPath: PersonPath.expandingTilde(
        in: sirisim ?? Self.builtFrom.path, environment: environment))
  }

  /// The SiriSim checkout this executable was built from.
  static var builtFrom: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }
}

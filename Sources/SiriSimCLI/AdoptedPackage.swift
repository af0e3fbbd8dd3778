import Foundation

/// The package `sirisim adopt` writes around an app's App Intents files: the files themselves by
/// reference (symbolic links, so the app keeps one source), a module of each framework they
/// import that Linux lacks, the stand-ins file, how SiriSim loads the app, and its executable.
struct AdoptedPackage {
  /// The app's module and the package's name, such as "IceCubes".
  var name: String
  /// The name Siri knows the app by.
  var displayName: String
  /// The SiriSim checkout the package depends on, by path.
  var sirisim: String
  /// What was read of the app's folder.
  var scan: AppSourceScan

  /// The executable's name: "icecubes-siri".
  var executable: String { name.lowercased() + "-siri" }

  /// The modules written as stand-ins for frameworks: `AppIntents` and each other module the
  /// files import that Linux lacks (SiriSim's own `CoreTransferable` and
  /// `UniformTypeIdentifiers` are used as they are).
  var standInModules: [String] {
    scan.missingModules.filter { !Self.sirisimModules.contains($0) }
  }

  /// Modules SiriSim's package provides for Apple frameworks.
  static let sirisimModules: Set<String> = ["CoreTransferable", "UniformTypeIdentifiers"]

  /// Where the app's files are linked in the package: `Sources/NAME/App/<path in the app>`.
  func linkPath(of file: AppSourceScan.SourceFile) -> String {
    "Sources/\(name)/App/\(file.relativePath)"
  }

  /// The stand-ins file's path in the package.
  var standInsPath: String { "Sources/\(name)/SiriSim/StandIns.swift" }

  /// Each generated file's path in the package and its text (the links are made apart).
  var files: [(path: String, text: String)] {
    var files: [(path: String, text: String)] = [
      ("Package.swift", manifest),
      (".gitignore", ".build/\n.swiftpm/\n"),
      ("Sources/\(name)/SiriSim/\(name)App.swift", simulatedApp),
      (standInsPath, StandIns(excluding: []).rendered(appFolder: scan.folder.path)),
      ("Sources/\(executable)/Main.swift", main),
    ]
    for module in standInModules {
      files.append(("Sources/\(module)/\(module).swift", Self.standInModule(module)))
    }
    return files
  }

  var manifest: String {
    var targets = standInModules.map {
      """
          .target(name: "\($0)", dependencies: [.product(name: "OpenAppIntents", package: "SiriSim")]),
      """
    }
    let sirisimProducts = scan.missingModules.filter { Self.sirisimModules.contains($0) }
    let dependencies =
      standInModules.map { "\"\($0)\"" }
      + (["OpenAppIntents", "SiriSimApp"] + sirisimProducts).map {
        ".product(name: \"\($0)\", package: \"SiriSim\")"
      }
    targets += [
      """
          .target(
            name: "\(name)",
            dependencies: [
              \(dependencies.joined(separator: ",\n        ")),
            ]),
      """,
      """
          .executableTarget(
            name: "\(executable)",
            dependencies: ["\(name)", .product(name: "SiriSimCLI", package: "SiriSim")]),
      """,
    ]
    return PackageManifest(
      name: name, sirisim: sirisim,
      products: [".executable(name: \"\(executable)\", targets: [\"\(executable)\"])"],
      targets: targets
    ).text
  }

  /// A framework's stand-in module: OpenAppIntents and Foundation, re-exported.
  static func standInModule(_ module: String) -> String {
    """
    // SiriSim's stand-in for `import \(module)` on Linux, written by `sirisim adopt`: the app's
    // files import it unchanged. It re-exports OpenAppIntents (App Intents' API, with its text
    // views) and Foundation; what else the files use of \(module) is in the app's StandIns.swift.
    @_exported import Foundation
    @_exported import OpenAppIntents

    """
  }

  var simulatedApp: String {
    let provider = scan.shortcutsProviders.first ?? "\(name)NoShortcuts"
    var text = """
      // SiriSim-only, written by `sirisim adopt`: how SiriSim loads the app.
      import Foundation
      import OpenAppIntents
      import SiriSimApp

      public enum \(name)App: SimulatedApp {
        public static let displayName = "\(displayName)"
        public static var shortcutsProvider: any AppShortcutsProvider.Type { \(provider).self }
      }

      """
    if scan.shortcutsProviders.isEmpty {
      text += """

        /// The app's files declare no `AppShortcutsProvider`: no phrase starts a conversation
        /// until one is added (its intents still run with `\(executable) run`).
        struct \(provider): AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] { return [] }
        }

        """
    }
    return text
  }

  var main: String {
    """
    import SiriSimCLI
    import \(name)

    @main
    struct \(name)Siri {
      static func main() async {
        await SiriSim.main(apps: [\(name)App.self])
      }
    }

    """
  }
}

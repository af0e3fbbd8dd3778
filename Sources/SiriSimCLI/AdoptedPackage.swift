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
    scan.missingModules.filter { !Self.sirisimModules.contains($0) && !graphModules.contains($0) }
  }

  /// The modules of SiriSim's package graph (its targets and its dependencies'): a stand-in
  /// of one of these names would clash, and the files' `import` finds the real one.
  var graphModules: Set<String> = []

  /// Modules of SiriSim's dependencies an app may import too.
  static let dependencyModules: Set<String> = [
    "GRDB", "ArgumentParser", "Collections", "DequeModule", "OrderedCollections", "HeapModule",
    "BitCollections", "HashTreeCollections", "RopeModule", "SwiftSyntax",
  ]

  /// The packages of SiriSim's dependencies whose modules an app's files may import, as the
  /// adopted package depends on them (the same URL and version as SiriSim's, so the one
  /// checkout serves both): module → (package line, product line).
  static let dependencyProducts: [String: (package: String, product: String)] = [
    "GRDB": (
      ".package(url: \"https://github.com/groue/GRDB.swift\", from: \"7.10.0\")",
      ".product(name: \"GRDB\", package: \"GRDB.swift\")"
    ),
    "ArgumentParser": (
      ".package(url: \"https://github.com/apple/swift-argument-parser\", from: \"1.8.2\")",
      ".product(name: \"ArgumentParser\", package: \"swift-argument-parser\")"
    ),
  ]

  /// SiriSim's dependencies the files import.
  var importedDependencies: [(package: String, product: String)] {
    scan.missingModules.compactMap { Self.dependencyProducts[$0] }
  }

  /// Modules SiriSim's package provides for Apple frameworks.
  static let sirisimModules: Set<String> = ["CoreTransferable", "UniformTypeIdentifiers"]

  /// Where the app's files are linked in the package: `Sources/NAME/App/<path in the app>`.
  /// A file whose name another file has too is linked as its whole path with `-` for `/`
  /// (`Shared-Intents-Toggle.swift`), as SwiftPM wants one object file per name in a target.
  func linkPath(of file: AppSourceScan.SourceFile) -> String {
    let base = (file.relativePath as NSString).lastPathComponent
    let shared = scan.files.filter { ($0.relativePath as NSString).lastPathComponent == base }
    guard shared.count > 1 else { return "Sources/\(name)/App/\(file.relativePath)" }
    let folder = (file.relativePath as NSString).deletingLastPathComponent
    let flat = file.relativePath.replacingOccurrences(of: "/", with: "-")
    return "Sources/\(name)/App/\(folder.isEmpty ? "" : folder + "/")\(flat)"
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
      if let submodules = scan.submodules[module] {
        files += Self.clangStandInModule(module, submodules: submodules.sorted())
      } else {
        files.append(("Sources/\(module)/\(module).swift", Self.standInModule(module)))
      }
    }
    return files
  }

  var manifest: String {
    var targets = standInModules.map {
      scan.submodules[$0] != nil
        ? "    .target(name: \"\($0)\"),"
        : """
            .target(name: "\($0)", dependencies: [.product(name: "OpenAppIntents", package: "SiriSim")]),
        """
    }
    let sirisimProducts = scan.missingModules.filter { Self.sirisimModules.contains($0) }
    let dependencies =
      standInModules.map { "\"\($0)\"" }
      + (["OpenAppIntents", "SiriSimApp"] + sirisimProducts).map {
        ".product(name: \"\($0)\", package: \"SiriSim\")"
      } + importedDependencies.map(\.product)
    targets += [
      """
          .target(
            name: "\(name)",
            dependencies: [
              \(dependencies.joined(separator: ",\n        ")),
            ],
            // The language mode most iOS apps' code is written in; `.v6` when the app's is.
            swiftSettings: [.swiftLanguageMode(.v5)]),
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
      targets: targets, packages: importedDependencies.map(\.package)
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

  /// A stand-in for a module the files import submodules of (`import os.log`): Swift modules
  /// have none, so it is a C module whose module map declares them, empty; what the files use
  /// of it is in StandIns.swift.
  static func clangStandInModule(_ module: String, submodules: [String]) -> [(
    path: String, text: String
  )] {
    let note =
      "/* SiriSim's stand-in for `import \(module)` on Linux, written by `sirisim adopt`. */\n"
    var map = "module \(module) {\n  header \"\(module).h\"\n"
    var files: [(path: String, text: String)] = [
      ("Sources/\(module)/\(module).c", note), ("Sources/\(module)/include/\(module).h", note),
    ]
    for name in submodules {
      map += "  explicit module \(name) {\n    header \"\(module)_\(name).h\"\n  }\n"
      files.append(("Sources/\(module)/include/\(module)_\(name).h", note))
    }
    files.append(("Sources/\(module)/include/module.modulemap", map + "  export *\n}\n"))
    return files
  }

  var simulatedApp: String {
    let provider = scan.shortcutsProviders.first ?? "\(name)NoShortcuts"
    var text = """
      // SiriSim-only, written by `sirisim adopt`: how SiriSim loads the app.
      import Foundation
      import OpenAppIntents
      import SiriSimApp

      public enum \(name)App: SimulatedApp, SimulatedPackage {
        public static let displayName = "\(displayName)"
        public static var shortcutsProvider: any AppShortcutsProvider.Type { \(provider).self }
        /// Every intent the app's files declare, so `\(executable) run INTENT` runs those no App
        /// Shortcut starts too.
        public static var intents: [any AppIntent.Type] {
          [\(scan.intentTypes.map { "\($0).self" }.joined(separator: ", "))]
        }
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

// swift-tools-version: 6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

/// Where the macros' swift-syntax comes from. By default, the toolchain's own
/// (`usr/lib/swift/host`, built with library evolution for compiler plug-ins), linked with unsafe
/// flags: no swift-syntax build in every build folder (CI builds five). SwiftPM refuses unsafe
/// flags in a package depended on by version, so such a dependent sets
/// `SIRISIM_SWIFT_SYNTAX=package` and the macros build on swift-syntax 603 from source.
/// `SIRISIM_SWIFT_HOST_LIBRARIES` names the host folder when `swift` on `PATH` is not the
/// toolchain's.
let environment = ProcessInfo.processInfo.environment
let swiftSyntaxFromSource = environment["SIRISIM_SWIFT_SYNTAX"] == "package"

let swiftHostLibraries: String = {
  if let given = environment["SIRISIM_SWIFT_HOST_LIBRARIES"], !given.isEmpty { return given }
  for folder in (environment["PATH"] ?? "").split(separator: ":") {
    let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
    guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
    return swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift/host").path
  }
  return "/usr/lib/swift/host"
}()

let macroTarget: Target =
  swiftSyntaxFromSource
  ? .macro(
    name: "OpenAppIntentsMacros",
    dependencies: [
      .product(name: "SwiftSyntax", package: "swift-syntax"),
      .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
      .product(name: "SwiftDiagnostics", package: "swift-syntax"),
      .product(name: "_SwiftCompilerPluginMessageHandling", package: "swift-syntax"),
    ])
  : .macro(
    name: "OpenAppIntentsMacros",
    swiftSettings: [.unsafeFlags(["-I", swiftHostLibraries])],
    linkerSettings: [
      .unsafeFlags(
        [
          "-L", swiftHostLibraries, "-Xlinker", "-rpath", "-Xlinker", swiftHostLibraries,
          "-lSwiftSyntax", "-lSwiftSyntaxMacros", "-lSwiftSyntaxBuilder", "-lSwiftDiagnostics",
          "-lSwiftCompilerPluginMessageHandling",
        ])
    ])

let package = Package(
  name: "SiriSim",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "sirisim", targets: ["sirisim"]),
    .executable(name: "sirisim-bench", targets: ["sirisim-bench"]),
    .library(name: "TextSafety", targets: ["TextSafety"]),
    .library(name: "TextLayout", targets: ["TextLayout"]),
    .library(name: "OpenAppIntents", targets: ["OpenAppIntents"]),
    .library(name: "TextOutput", targets: ["TextOutput"]),
    .library(name: "SiriSimApp", targets: ["SiriSimApp"]),
    .library(name: "SiriSimCLI", targets: ["SiriSimCLI"]),
    // For an app's own executable built on SiriSimCLI, tested as a person runs it.
    .library(name: "CLITestSupport", targets: ["CLITestSupport"]),
    .library(name: "FoundationCompatibility", targets: ["FoundationCompatibility"]),
    .library(name: "PhraseMatching", targets: ["PhraseMatching"]),
    .library(name: "ConversationRuntime", targets: ["ConversationRuntime"]),
    .library(name: "ConversationSession", targets: ["ConversationSession"]),
    .library(name: "ConversationTranscript", targets: ["ConversationTranscript"]),
    .library(name: "PlainConversation", targets: ["PlainConversation"]),
    .library(name: "ConversationTesting", targets: ["ConversationTesting"]),
    .library(name: "OpenAppIntentsTesting", targets: ["OpenAppIntentsTesting"]),
    .library(name: "SiriTerminal", targets: ["SiriTerminal"]),
    .library(name: "SiriStore", targets: ["SiriStore"]),
    .library(name: "SafeFiles", targets: ["SafeFiles"]),
    .library(name: "Diagnostics", targets: ["Diagnostics"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ]
    + (swiftSyntaxFromSource
      ? [.package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1")] : []),
  targets: [
    .target(name: "TextSafety", dependencies: ["SafeFiles", "Locking"]),
    // Every file written in a person's place: symlinks followed, modes kept, devices never
    // replaced.
    .target(name: "SafeFiles"),
    // `file:line:column: severity: message`, the one form of a problem found in a text.
    .target(name: "Diagnostics"),
    // Text by display width: wrapping and the box drawer, for snippets and front ends alike.
    .target(name: "TextLayout", dependencies: ["TextSafety"]),
    // A lock ThreadSanitizer can follow (the standard library's Mutex on Linux it cannot).
    .target(name: "Locking"),
    .target(name: "FoundationCompatibility"),
    // The macros of App Intents (`@AppIntent(schema:)`, `@ComputedProperty`, `@UnionValue`, …),
    // over swift-syntax (see `macroTarget` above).
    macroTarget,
    .target(
      name: "OpenAppIntents",
      dependencies: ["FoundationCompatibility", "Locking", "OpenAppIntentsMacros"]),
    // What an app gives SiriSim beyond Apple's API: its manifest, its data, its clock.
    .target(name: "SiriSimApp", dependencies: ["OpenAppIntents", "Locking"]),
    .target(name: "StrictJSON", dependencies: ["TextSafety", "Diagnostics"]),
    .target(
      name: "PhraseMatching",
      dependencies: ["StrictJSON", "Locking", "TextSafety", "Diagnostics"]),
    .target(
      name: "ConversationRuntime",
      dependencies: [
        "SiriSimApp", "OpenAppIntents", "PhraseMatching", "TextSafety", "Locking", "SafeFiles",
        "Diagnostics",
      ]),
    .target(
      name: "SoupChef", dependencies: ["SiriSimApp", "OpenAppIntents", "Locking", "TextSafety"]),
    .target(name: "Trails", dependencies: ["SiriSimApp", "OpenAppIntents", "Locking"]),
    // The catalog AddBook searches: 100,000+ books, generated in the process from a fixed seed
    // (no resource: a copied `sirisim` needs nothing from the build folder);
    // `generate-book-catalog` writes them as a file.
    .target(name: "BookCatalog", dependencies: ["TextSafety", "Diagnostics"]),
    .executableTarget(name: "generate-book-catalog", dependencies: ["BookCatalog"]),
    .target(
      name: "BookLibrary",
      dependencies: ["SiriSimApp", "OpenAppIntents", "BookCatalog", "Locking"]),
    // What Siri remembers between runs: donations, suggestions, Add to Siri shortcuts and each
    // app's data, in SQLite through GRDB (Debian's libsqlite3-dev).
    .target(
      name: "SiriStore",
      dependencies: [
        "SiriSimApp",
        "ConversationRuntime", "OpenAppIntents", "SafeFiles",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
    // What every front end shares: the `:` commands, reading a typed answer, command reports.
    .target(
      name: "ConversationSession",
      dependencies: [
        "ConversationRuntime", "PhraseMatching", "StrictJSON", "TextSafety", "SafeFiles",
        "Diagnostics",
      ]),
    // Siri's voice: what Siri says, spoken and written as WAV files through eSpeak NG.
    .target(name: "SiriVoice", dependencies: ["ConversationRuntime", "Locking", "SafeFiles"]),
    // Conversations as text: snippets laid out (once per width) and boxed, and the plain lines
    // that plain mode prints and transcripts hold.
    .target(
      name: "TextOutput",
      dependencies: ["ConversationRuntime", "OpenAppIntents", "TextLayout", "TextSafety"]),
    // `.siri` transcripts: the file, recording and the diff a replay prints.
    .target(
      name: "ConversationTranscript",
      dependencies: [
        "SiriSimApp",
        "ConversationRuntime", "ConversationSession", "OpenAppIntents", "TextOutput",
        "TextSafety", "Locking", "SafeFiles", "Diagnostics",
      ]),
    .target(
      name: "PlainConversation",
      dependencies: [
        "ConversationRuntime", "ConversationSession", "ConversationTranscript", "OpenAppIntents",
        "TextOutput", "StrictJSON",
        "TextSafety", "Locking", "PhraseMatching",
      ]),
    // The test double app developers drive conversations with in their own tests.
    .target(
      name: "ConversationTesting",
      dependencies: [
        "SiriSimApp",
        "ConversationRuntime", "ConversationSession", "ConversationTranscript", "OpenAppIntents",
        "Locking", "SafeFiles",
      ]),
    // Apple's AppIntentsTesting (`IntentDefinitions`, `AnyAppIntent.run()`) over the runtime:
    // an app's intents looked up by name and run as Siri runs them, in `swift test` on Linux.
    .target(
      name: "OpenAppIntentsTesting",
      dependencies: [
        "SiriSimApp", "ConversationRuntime", "ConversationTesting", "OpenAppIntents", "Locking",
        "PhraseMatching",
      ]),
    // ncursesw (Debian's libncurses-dev) and the signal guard, as a thin C target.
    .target(
      name: "CNCurses",
      cSettings: [
        .define("NCURSES_WIDECHAR", to: "1"), .define("_XOPEN_SOURCE_EXTENDED", to: "1"),
        .define("_DEFAULT_SOURCE"),
      ],
      linkerSettings: [.linkedLibrary("ncursesw")]),
    .target(
      name: "SiriTerminal",
      dependencies: [
        "ConversationRuntime", "ConversationSession", "ConversationTranscript", "OpenAppIntents",
        "CNCurses", "TextOutput",
        "TextSafety", "TextLayout", "Locking", "SafeFiles", "StrictJSON",
        .product(name: "DequeModule", package: "swift-collections"),
      ]),
    // The whole `sirisim` command line over the apps an executable names: every subcommand,
    // knowing no app by name.
    .target(
      name: "SiriSimCLI",
      dependencies: [
        "SiriSimApp",
        "ConversationRuntime", "ConversationSession", "ConversationTranscript",
        "PlainConversation", "PhraseMatching", "OpenAppIntents", "SiriTerminal", "TextSafety",
        "StrictJSON", "SiriStore", "LegacyShortcuts", "SafeFiles", "SiriVoice",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // `sirisim`: SiriSimCLI over the bundled apps.
    .executableTarget(
      name: "sirisim", dependencies: ["SiriSimCLI", "SoupChef", "Trails", "BookLibrary"]),
    // The generated regression corpus (labelled variants and negatives of every app's phrases,
    // from a fixed seed) and the scale bench's synthetic apps: for `swift test` and
    // `sirisim-bench accuracy`; in no product.
    .target(name: "PhraseCorpus", dependencies: ["ConversationRuntime"]),
    .executableTarget(
      name: "sirisim-bench",
      dependencies: [
        "SiriSimApp", "PhraseCorpus",
        "ConversationRuntime", "SoupChef", "Trails", "BookLibrary", "BookCatalog",
        "OpenAppIntents", "SiriTerminal", "SiriStore",
      ]
    ),
    .target(
      name: "FuzzTargets",
      dependencies: [
        "SiriSimApp",
        "ConversationRuntime", "ConversationSession", "ConversationTranscript",
        "PlainConversation",
        "SiriTerminal", "SoupChef",
        "Trails", "BookLibrary", "OpenAppIntents", "Locking", "LegacyShortcuts", "SiriStore",
        "TextSafety", "SafeFiles", "StrictJSON",
      ]),
    // The fuzz targets' driver: libFuzzer's entry with -DFUZZING (Tests/Fuzz/run.sh), else a
    // replayer of input files.
    .executableTarget(name: "sirisim-fuzz", dependencies: ["FuzzTargets"]),
    .target(name: "SnapshotSupport", path: "Tests/SnapshotSupport"),
    // Test-only: a SQLite VFS that fails the Nth read, write, sync or lock (the store's
    // fault-injection walk); in no product.
    .target(
      name: "CFaultVFS", path: "Tests/CFaultVFS",
      linkerSettings: [.linkedLibrary("sqlite3")]),
    // The tests' one scripted front end, stopped clock and runtime fixture per bundled app.
    .target(
      name: "ConversationTestSupport",
      dependencies: [
        "SiriSimApp",
        "ConversationRuntime", "Locking", "OpenAppIntents", "TextOutput", "SoupChef", "Trails",
        "BookLibrary", "BookCatalog",
      ],
      path: "Tests/ConversationTestSupport"),
    // The curses UI driven through `update` over a real runtime, for the UI's tests and the
    // front-end conformance suite.
    .target(
      name: "TerminalTestSupport",
      dependencies: ["SiriTerminal", "ConversationRuntime", "ConversationTranscript"],
      path: "Tests/TerminalTestSupport"),
    // Runs a built executable in a temporary folder of its own (HOME, store), for the CLI's tests.
    .target(name: "CLITestSupport", path: "Tests/CLITestSupport"),
    // `sirisim` itself, the built executable, run subcommand by subcommand.
    .testTarget(name: "SiriSimCLITests", dependencies: ["CLITestSupport"]),
    // What `sirisim adopt` learns from the compiler's errors (no build: the errors as given).
    .testTarget(name: "AdoptTests", dependencies: ["SiriSimCLI"]),
    .testTarget(name: "TextSafetyTests", dependencies: ["TextSafety"]),
    .testTarget(name: "SafeFilesTests", dependencies: ["SafeFiles"]),
    .testTarget(
      name: "SiriVoiceTests",
      dependencies: ["SiriVoice", "ConversationRuntime", "ConversationTestSupport", "SoupChef"]),
    .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
    // The documents beside the code (docs/) checked against the tree.
    .testTarget(name: "DocumentationTests"),
    .testTarget(name: "TextLayoutTests", dependencies: ["TextLayout"]),
    .testTarget(name: "LockingTests", dependencies: ["Locking"]),
    .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"]),
    .testTarget(
      name: "OpenAppIntentsTests",
      dependencies: ["SiriSimApp", "OpenAppIntents", "TextOutput", "Locking"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "TextOutputTests",
      dependencies: ["TextOutput", "OpenAppIntents", "TextLayout", "ConversationRuntime"]),
    .testTarget(name: "FoundationCompatibilityTests", dependencies: ["FoundationCompatibility"]),
    .testTarget(
      name: "PhraseMatchingTests", dependencies: ["PhraseMatching", "Locking", "TextSafety"]),
    .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
    .testTarget(
      name: "ConversationSessionTests",
      dependencies: [
        "ConversationSession", "ConversationRuntime", "ConversationTranscript", "OpenAppIntents",
        "SoupChef", "SiriStore", "ConversationTestSupport",
      ]),
    .testTarget(
      name: "ConversationRuntimeTests",
      dependencies: [
        "SiriSimApp",
        "ConversationRuntime", "SoupChef", "Trails", "BookLibrary", "BookCatalog", "OpenAppIntents",
        "Locking", "SnapshotSupport", "ConversationTestSupport", "PhraseCorpus",
      ],
      exclude: ["Fixtures", "Snapshots"]
    ),
    .testTarget(
      name: "SoupChefTests",
      dependencies: ["SiriSimApp", "SoupChef", "OpenAppIntents", "ConversationTestSupport"]),
    .testTarget(
      name: "SiriStoreTests",
      dependencies: [
        "SiriSimApp",
        "SiriStore", "ConversationRuntime", "OpenAppIntents", "SoupChef", "Trails", "BookLibrary",
        "ConversationTestSupport", "Locking", "TextSafety", "CFaultVFS",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
    .testTarget(name: "BookCatalogTests", dependencies: ["BookCatalog"], exclude: ["Fixtures"]),
    .testTarget(
      name: "PlainConversationTests",
      dependencies: [
        "PlainConversation", "ConversationSession", "ConversationRuntime", "SoupChef",
        "OpenAppIntents", "SnapshotSupport", "StrictJSON", "ConversationTestSupport",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "FrontEndConformanceTests",
      dependencies: [
        "SiriTerminal", "PlainConversation", "ConversationTesting", "ConversationSession",
        "ConversationRuntime",
        "OpenAppIntents", "SoupChef", "Trails", "BookLibrary", "Locking", "TerminalTestSupport",
        "SiriStore", "ConversationTestSupport", "SiriSimApp",
      ]),
    .testTarget(
      name: "ConversationTranscriptTests",
      dependencies: [
        "SiriSimApp",
        "ConversationTranscript", "PlainConversation", "ConversationRuntime",
        "ConversationSession",
        "SiriTerminal", "TerminalTestSupport", "SoupChef", "Trails", "BookLibrary",
        "OpenAppIntents", "SiriStore", "ConversationTestSupport", "SafeFiles",
      ]),
    .testTarget(
      name: "ConversationTestingTests",
      dependencies: [
        "SiriSimApp",
        "ConversationTesting", "ConversationRuntime", "SoupChef",
        "Trails", "BookLibrary", "OpenAppIntents", "SiriStore",
      ]),
    .testTarget(
      name: "OpenAppIntentsTestingTests",
      dependencies: [
        "OpenAppIntentsTesting", "ConversationTesting", "SiriSimApp", "SoupChef", "Trails",
        "BookLibrary",
      ]),
    .testTarget(
      name: "SiriTerminalTests",
      dependencies: [
        "SiriSimApp",
        "SiriTerminal", "CNCurses", "ConversationRuntime", "ConversationSession", "SoupChef",
        "OpenAppIntents", "SnapshotSupport", "Locking", "TerminalTestSupport", "SiriStore",
        "ConversationTestSupport",
      ],
      exclude: ["Snapshots"]),
    // SiriKit-era shortcuts (INVoiceShortcut as JSON) mapped onto migrated App Intents.
    .target(
      name: "LegacyShortcuts",
      dependencies: [
        "ConversationRuntime", "OpenAppIntents", "StrictJSON", "TextSafety", "Diagnostics",
        "SafeFiles",
      ]),
    .testTarget(
      name: "LegacyShortcutsTests",
      dependencies: [
        "LegacyShortcuts", "ConversationRuntime", "OpenAppIntents", "SoupChef", "Trails",
        "BookLibrary", "ConversationTestSupport", "SiriStore",
      ],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)

// `import CoreTransferable` and `import UniformTypeIdentifiers` on Linux, where Apple's
// frameworks are not: modules of those names re-exporting OpenAppIntents, which has their
// `Transferable` and `UTType`. On a Mac the SDK's own are found, so they are not declared there.
#if os(Linux)
  for name in ["CoreTransferable", "UniformTypeIdentifiers"] {
    package.products.append(.library(name: name, targets: [name]))
    package.targets.append(.target(name: name, dependencies: ["OpenAppIntents"]))
  }
#endif

// Tests/Fuzz/run.sh builds with SIRISIM_FUZZING=1: every target but the macros instrumented for
// libFuzzer (the macros run in the compiler, and libFuzzer's `main` would replace theirs).
if Context.environment["SIRISIM_FUZZING"] != nil {
  for target in package.targets where target.type != .macro {
    target.swiftSettings =
      (target.swiftSettings ?? []) + [
        .unsafeFlags(["-sanitize=fuzzer,address", "-parse-as-library"]), .define("FUZZING"),
      ]
    target.cSettings =
      (target.cSettings ?? []) + [.unsafeFlags(["-fsanitize=fuzzer-no-link,address"])]
    target.linkerSettings =
      (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=fuzzer,address"])]
  }
}

// Tests/Sanitizers/race-check.sh builds with SIRISIM_RACE_CHECK=1 (`--sanitize=thread`): what
// cannot race is left out of that build. The tests of pure, single-threaded modules and of the
// CLI (which runs the built executable in processes of its own) run in the plain `swift test`,
// and the bench, fuzz driver and catalog generator are tools no test runs.
if Context.environment["SIRISIM_RACE_CHECK"] != nil {
  let leftOut: Set<String> = [
    "PhraseMatchingTests", "BookCatalogTests", "TextLayoutTests", "TextSafetyTests",
    "StrictJSONTests", "DiagnosticsTests", "FuzzTargetsTests", "DocumentationTests",
    "SiriSimCLITests", "AdoptTests",
    "sirisim-bench", "sirisim-fuzz", "FuzzTargets", "generate-book-catalog",
  ]
  package.targets.removeAll { leftOut.contains($0.name) }
  package.products.removeAll { leftOut.contains($0.name) }
}

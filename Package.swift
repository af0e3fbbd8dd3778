// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SiriSim",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "sirisim", targets: ["sirisim"]),
    .executable(name: "sirisim-bench", targets: ["sirisim-bench"]),
    .library(name: "TerminalText", targets: ["TerminalText"]),
    .library(name: "OpenAppIntents", targets: ["OpenAppIntents"]),
    .library(name: "FoundationCompatibility", targets: ["FoundationCompatibility"]),
    .library(name: "PhraseMatching", targets: ["PhraseMatching"]),
    .library(name: "ConversationRuntime", targets: ["ConversationRuntime"]),
    .library(name: "PlainConversation", targets: ["PlainConversation"]),
    .library(name: "SiriTerminal", targets: ["SiriTerminal"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
  ],
  targets: [
    .target(name: "TerminalText"),
    .target(name: "FoundationCompatibility"),
    .target(name: "OpenAppIntents", dependencies: ["TerminalText", "FoundationCompatibility"]),
    .target(name: "StrictJSON"),
    .target(name: "PhraseMatching", dependencies: ["StrictJSON"]),
    .target(name: "ConversationRuntime", dependencies: ["OpenAppIntents", "PhraseMatching"]),
    .target(name: "SoupChef", dependencies: ["OpenAppIntents"]),
    .target(name: "Trails", dependencies: ["OpenAppIntents"]),
    .target(
      name: "PlainConversation",
      dependencies: ["ConversationRuntime", "OpenAppIntents", "StrictJSON", "TerminalText"]),
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
        "ConversationRuntime", "OpenAppIntents", "PlainConversation", "CNCurses", "TerminalText",
        .product(name: "DequeModule", package: "swift-collections"),
      ]),
    .executableTarget(
      name: "sirisim",
      dependencies: [
        "ConversationRuntime", "PlainConversation", "SoupChef", "Trails", "PhraseMatching",
        "OpenAppIntents", "SiriTerminal", "TerminalText",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "sirisim-bench",
      dependencies: [
        "PhraseMatching", "ConversationRuntime", "SoupChef", "Trails", "OpenAppIntents",
        "SiriTerminal",
      ]
    ),
    .target(
      name: "FuzzTargets",
      dependencies: [
        "PhraseMatching", "ConversationRuntime", "PlainConversation", "SiriTerminal", "SoupChef",
        "Trails", "OpenAppIntents",
      ]),
    // The fuzz targets' driver: libFuzzer's entry with -DFUZZING (Tests/Fuzz/run.sh), else a
    // replayer of input files.
    .executableTarget(name: "sirisim-fuzz", dependencies: ["FuzzTargets"]),
    .target(name: "SnapshotSupport", path: "Tests/SnapshotSupport"),
    .testTarget(name: "TerminalTextTests", dependencies: ["TerminalText"]),
    .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"]),
    .testTarget(name: "OpenAppIntentsTests", dependencies: ["OpenAppIntents"]),
    .testTarget(name: "FoundationCompatibilityTests", dependencies: ["FoundationCompatibility"]),
    .testTarget(name: "PhraseMatchingTests", dependencies: ["PhraseMatching"]),
    .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
    .testTarget(
      name: "ConversationRuntimeTests",
      dependencies: [
        "ConversationRuntime", "SoupChef", "Trails", "OpenAppIntents", "PhraseMatching",
      ],
      exclude: ["Fixtures"]
    ),
    .testTarget(name: "SoupChefTests", dependencies: ["SoupChef", "OpenAppIntents"]),
    .testTarget(
      name: "PlainConversationTests",
      dependencies: [
        "PlainConversation", "ConversationRuntime", "SoupChef", "OpenAppIntents", "SnapshotSupport",
        "StrictJSON",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "SiriTerminalTests",
      dependencies: [
        "SiriTerminal", "CNCurses", "ConversationRuntime", "SoupChef", "OpenAppIntents",
        "SnapshotSupport",
      ],
      exclude: ["Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)

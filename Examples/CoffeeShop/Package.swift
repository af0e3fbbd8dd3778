// swift-tools-version: 6.0
import PackageDescription

// Coffee Corner: an App Intents app that is not part of SiriSim, run and tested with it.
// It depends on SiriSim by path, as your app would depend on it by URL.
let package = Package(
  name: "CoffeeShop",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "coffee-siri", targets: ["coffee-siri"]),
    .library(name: "CoffeeShop", targets: ["CoffeeShop"]),
  ],
  dependencies: [
    .package(name: "SiriSim", path: "../..")
  ],
  targets: [
    // The app's intents, entities, shortcuts and snippets (the files an iOS target shares:
    // AppIntents/, Views/, Model/), its phrase files, and SiriSim/, the Linux-only hooks.
    .target(
      name: "CoffeeShop",
      dependencies: [
        .product(name: "OpenAppIntents", package: "SiriSim"),
        .product(name: "SiriSimApp", package: "SiriSim"),
      ],
      resources: [.copy("Phrases")]),
    // `coffee-siri`: the whole `sirisim` command line over Coffee Corner.
    .executableTarget(
      name: "coffee-siri",
      dependencies: ["CoffeeShop", .product(name: "SiriSimCLI", package: "SiriSim")]),
    .testTarget(
      name: "CoffeeShopTests",
      dependencies: [
        "CoffeeShop", .product(name: "ConversationTesting", package: "SiriSim"),
        .product(name: "SiriStore", package: "SiriSim"),
        .product(name: "OpenAppIntentsTesting", package: "SiriSim"),
      ]),
    // `coffee-siri` itself, the built executable run as a person runs it (SiriSim's own
    // command-line tests work the same way).
    .testTarget(
      name: "CoffeeSiriTests",
      dependencies: [.product(name: "CLITestSupport", package: "SiriSim")]),
  ],
  swiftLanguageModes: [.v6]
)

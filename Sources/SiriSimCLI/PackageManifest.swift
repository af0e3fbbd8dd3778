import TextSafety

/// The `Package.swift` of a package `sirisim init` or `sirisim adopt` writes: one home for its
/// shape, so both depend on SiriSim the same way.
struct PackageManifest {
  /// The package's name.
  var name: String
  /// The SiriSim checkout it depends on, by path.
  var sirisim: String
  /// The products, each a line of Swift (`.executable(name: …)`).
  var products: [String]
  /// The targets, each the Swift of one target, indented four spaces and ending with a comma.
  var targets: [String]
  /// Packages besides SiriSim, each a line of Swift (`.package(url: …)`).
  var packages: [String] = []

  var text: String {
    """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "\(name)",
      platforms: [.macOS(.v15)],
      products: [\(products.joined(separator: ", "))],
      dependencies: [
        .package(name: "SiriSim", path: \(SwiftStringLiteral.quote(sirisim)))\(packages.map { ",\n    " + $0 }.joined())
      ],
      targets: [
    \(targets.joined(separator: "\n"))
      ],
      swiftLanguageModes: [.v6]
    )

    """
  }
}

import Foundation

/// An executable product of this package's build, found beside the running test bundle.
///
/// `swift build --build-tests` and `swift test` put every product in one folder
/// (`.build/<triple>/debug`), the test bundle among them, so the executable is the test
/// bundle's neighbour, as in swift-argument-parser's example tests.
public struct BuiltExecutable: Sendable {
  /// The executable's file.
  public let url: URL

  /// The product called `name` in the folder the test bundle runs from.
  public init(_ name: String) {
    url = Self.productsFolder.appendingPathComponent(name)
  }

  /// Whether the build made this product (a filtered build might not have).
  public var isBuilt: Bool {
    FileManager.default.isExecutableFile(atPath: url.path)
  }

  /// The build's products folder: the test bundle's folder (the bundle is an executable on
  /// Linux and a `.xctest` folder on macOS).
  static var productsFolder: URL {
    #if os(Linux)
      let running = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      return running.deletingLastPathComponent()
    #else
      let bundle = Bundle.main.bundleURL
      return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    #endif
  }
}

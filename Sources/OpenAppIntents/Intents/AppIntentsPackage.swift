/// A type that describes app intent definitions that aren't part of an app bundle — a
/// framework's or a package's — and the packages they depend on.
///
/// ```swift
/// struct CoffeeKitPackage: AppIntentsPackage {}
///
/// struct CoffeeAppPackage: AppIntentsPackage {
///   static var includedPackages: [any AppIntentsPackage.Type] { [CoffeeKitPackage.self] }
/// }
/// ```
///
/// On a device, Xcode's metadata processor reads a package's intents from its binary. On
/// Linux, SiriSim reads what a package holds from its `SimulatedPackage` conformance (module
/// `SiriSimApp`), kept out of the files shared with iOS.
public protocol AppIntentsPackage {
  /// The app intents packages this one depends on.
  static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
  public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}

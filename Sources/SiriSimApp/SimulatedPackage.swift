import OpenAppIntents

/// What an app intents package holds, as Xcode's metadata processor would read it from the
/// package's binary: the intents no App Shortcut runs and the entities Shortcuts finds.
///
/// SiriSim-only. Write the conformance in a file the iOS target leaves out, beside the app's
/// ``SimulatedApp``; the package type itself is Apple's:
///
/// ```swift
/// // Shared with iOS:
/// public struct CoffeeKitPackage: AppIntentsPackage {}
/// // Linux only:
/// extension CoffeeKitPackage: SimulatedPackage {
///   public static var intents: [any AppIntent.Type] { [ReorderLastDrink.self] }
/// }
/// ```
///
/// An app that is an ``AppIntentsPackage`` itself brings the intents and entities of every
/// package it includes (and they include), in its default manifest.
public protocol SimulatedPackage: AppIntentsPackage {
  /// The package's intent types that no App Shortcut runs, so the runtime can run them by name.
  static var intents: [any AppIntent.Type] { get }
  /// Entity types Shortcuts offers Find actions for, besides those of the intents' parameters.
  static var entities: [any AppEntity.Type] { get }
}

extension SimulatedPackage {
  public static var intents: [any AppIntent.Type] { [] }
  public static var entities: [any AppEntity.Type] { [] }
}

/// The packages `root` includes, directly or not, each once, in the order first reached.
func includedPackages(of root: any AppIntentsPackage.Type) -> [any AppIntentsPackage.Type] {
  var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
  var found: [any AppIntentsPackage.Type] = []
  var pending = root.includedPackages
  while !pending.isEmpty {
    let package = pending.removeFirst()
    guard seen.insert(ObjectIdentifier(package)).inserted else { continue }
    found.append(package)
    pending += package.includedPackages
  }
  return found
}

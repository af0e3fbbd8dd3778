/// The intents, entities and enums of the app under test, looked up by their type names.
///
/// ```swift
/// let definitions = IntentDefinitions(bundleIdentifier: "SoupChef.SoupChefApp")
/// var intent = definitions.intents["OrderSoup"].makeIntent(soup: "Tomato Soup")
/// intent.quantity = 2
/// let result = try await intent.run()
/// ```
///
/// On Apple platforms the app is the one installed on the simulator or device; in SiriSim it
/// is the ``SiriSimApp/SimulatedApp`` installed with ``InstalledApps`` whose
/// ``SiriSimApp/SimulatedApp/bundleIdentifier`` this is. An identifier no installed app has
/// makes definitions whose intents throw
/// ``AppIntentsTestingError/appNotInstalled(bundleIdentifier:installed:)`` when they run.
///
/// The intents made from one `IntentDefinitions` run in one SiriSim runtime: what one does is
/// there for the next, as in one test session on a device.
public struct IntentDefinitions: Sendable {
  /// The bundle identifier of the app under test.
  public let bundleIdentifier: String
  let session: TestSession?

  /// Definitions for the app with this bundle identifier.
  public init(bundleIdentifier: String) {
    self.bundleIdentifier = bundleIdentifier
    session = InstalledApps.app(bundleIdentifier: bundleIdentifier).map(TestSession.init(app:))
  }

  /// The app's intents, by type name: `definitions.intents["OrderSoup"]`.
  public var intents: DefinitionCollection<AppIntentDefinition> {
    collection(AppIntentDefinition.init(typeIdentifier:bundleIdentifier:session:))
  }

  /// The app's entities, by type name: `definitions.entities["SoupAppEntity"]`.
  public var entities: DefinitionCollection<AppEntityDefinition> {
    collection(AppEntityDefinition.init(typeIdentifier:bundleIdentifier:session:))
  }

  /// The app's enums, by type name: `definitions.enums["OrderTypeAppEnum"]`.
  public var enums: DefinitionCollection<AppEnumDefinition> {
    let identifier = bundleIdentifier
    return DefinitionCollection {
      AppEnumDefinition(typeIdentifier: $0, bundleIdentifier: identifier)
    }
  }

  /// Definitions that `make` makes from a type name, the app's bundle identifier and the test
  /// session they run in.
  func collection<Definition>(
    _ make: @escaping @Sendable (String, String, TestSession?) -> Definition
  ) -> DefinitionCollection<Definition> {
    let (identifier, session) = (bundleIdentifier, self.session)
    return DefinitionCollection { make($0, identifier, session) }
  }

  /// The error for definitions whose app is not installed.
  var notInstalled: AppIntentsTestingError {
    .appNotInstalled(
      bundleIdentifier: bundleIdentifier, installed: InstalledApps.all.map { $0.bundleIdentifier })
  }
}

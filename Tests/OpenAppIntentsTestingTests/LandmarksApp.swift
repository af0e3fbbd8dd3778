// An app of this test target, made for the examples of Apple's AppIntentsTesting pages that
// need what no bundled app has: an `IntentValueQuery` ("LandmarkIntentValueQuery") and a
// transient entity an intent takes ("UserSessionEntity"). The names are the pages' own.
import Foundation
import OpenAppIntents
import SiriSimApp

/// A landmark: the Arizona ones first, in the order the value query returns them.
struct LandmarkEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Landmark")
  static let defaultQuery = LandmarkEntityQuery()

  var id: String
  @Property(title: "Name") var name: String
  @Property(title: "State") var state: String

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

  init(id: String, name: String, state: String) {
    self.id = id
    self.name = name
    self.state = state
  }

  static let all = [
    LandmarkEntity(id: "botanical-garden", name: "Botanical Garden", state: "Arizona"),
    LandmarkEntity(id: "grand-canyon", name: "Grand Canyon", state: "Arizona"),
    LandmarkEntity(id: "monument-valley", name: "Monument Valley", state: "Arizona"),
    LandmarkEntity(id: "yosemite-falls", name: "Yosemite Falls", state: "California"),
  ]
}

/// Finds landmarks by identifier, by name, and lists them all.
struct LandmarkEntityQuery: EntityStringQuery, EnumerableEntityQuery {
  func entities(for identifiers: [String]) async throws -> [LandmarkEntity] {
    LandmarkEntity.all.filter { identifiers.contains($0.id) }
  }

  func entities(matching string: String) async throws -> [LandmarkEntity] {
    LandmarkEntity.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
  }

  func allEntities() async throws -> [LandmarkEntity] { LandmarkEntity.all }
}

/// The landmarks of a state, as the system asks for them by a description.
struct LandmarkIntentValueQuery: IntentValueQuery {
  func values(for input: String) async throws -> [LandmarkEntity] {
    LandmarkEntity.all.filter { $0.state == input }
  }
}

/// The other landmarks of a landmark's state: a query whose input is an entity.
struct NearbyLandmarksQuery: IntentValueQuery {
  func values(for input: LandmarkEntity) async throws -> [LandmarkEntity] {
    LandmarkEntity.all.filter { $0.state == input.state && $0.id != input.id }
  }
}

/// A visit's session: made by the system (or a test) and given to ``StartSession``.
struct UserSessionEntity: TransientAppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Session")

  @Property(title: "Session ID") var sessionId: String
  @Property(title: "Start Time") var startTime: Date
  @Property(title: "Name") var name: String?
  @Property(title: "Age") var age: Int?
  @Property(title: "Landmark") var landmark: LandmarkEntity?

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(($sessionId.anyValue as? String) ?? "No session")")
  }

  init() {}
}

/// Starts a session and returns it, its landmark's name in the dialog.
struct StartSession: AppIntent {
  static let title: LocalizedStringResource = "Start a Session"

  @Parameter(title: "Session") var session: UserSessionEntity

  func perform() async throws -> some IntentResult & ReturnsValue<UserSessionEntity>
    & ProvidesDialog
  {
    let place = session.landmark.map { " at \($0.name)" } ?? ""
    return .result(value: session, dialog: "Session \(session.sessionId) started\(place).")
  }
}

/// Starts several sessions at once: a list of transient entities.
struct StartSessions: AppIntent {
  static let title: LocalizedStringResource = "Start Sessions"

  @Parameter(title: "Sessions") var sessions: [UserSessionEntity]

  func perform() async throws -> some IntentResult & ReturnsValue<[String]> & ProvidesDialog {
    let identifiers = sessions.map(\.sessionId)
    return .result(value: identifiers, dialog: "Started \(identifiers.count) sessions.")
  }
}

/// Lists the landmarks: the app's one App Shortcut.
struct ShowLandmarks: AppIntent {
  static let title: LocalizedStringResource = "Show Landmarks"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "There are \(LandmarkEntity.all.count) landmarks.")
  }
}

struct LandmarksShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: ShowLandmarks(), phrases: ["Show landmarks in \(.applicationName)"])
  }
}

/// Landmarks, "installed" as "com.apple.example" (the bundle identifier of Apple's examples).
enum LandmarksApp: SimulatedApp {
  static let displayName = "Landmarks"
  static let bundleIdentifier = "com.apple.example"
  static var shortcutsProvider: any AppShortcutsProvider.Type { LandmarksShortcuts.self }

  static func makeManifest(environment: IntentEnvironment) -> AppManifest {
    var manifest = AppManifest(
      displayName: displayName, shortcutsProvider: shortcutsProvider,
      intents: [StartSession.self, StartSessions.self], entities: [LandmarkEntity.self])
    manifest.valueQueries = [LandmarkIntentValueQuery(), NearbyLandmarksQuery()]
    return manifest
  }
}

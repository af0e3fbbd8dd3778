// The one SiriSim-specific line of these tests: the apps "installed" for
// `IntentDefinitions(bundleIdentifier:)`, kept in this file so the test files are the same as
// on a Mac (where a file like this one declares `.bundledApps` as a trait that does nothing,
// Xcode having installed the app on the simulator).
import BookLibrary
import OpenAppIntentsTesting
import SoupChef
import Testing
import Trails

extension Trait where Self == InstalledAppsTrait {
  /// Soup Chef, Trails and Book Library, installed for the suite.
  static var bundledApps: Self { .installed(SoupChefApp.self, TrailsApp.self, BookLibraryApp.self) }
}

/// The bundle identifiers the tests use: each app's `SimulatedApp.bundleIdentifier`.
enum BundleIdentifiers {
  static let soupChef = "SoupChef.SoupChefApp"
  static let trails = "Trails.TrailsApp"
  static let bookLibrary = "BookLibrary.BookLibraryApp"
}

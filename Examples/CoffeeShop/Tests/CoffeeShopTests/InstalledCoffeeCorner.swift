// SiriSim-only: Coffee Corner "installed" for `IntentDefinitions(bundleIdentifier:)`, as Xcode
// installs the app on the simulator for Apple's framework. On a Mac, a file like this one
// declares `.coffeeCorner` as a trait that does nothing; the test files stay the same.
import CoffeeShop
import OpenAppIntentsTesting
import Testing

extension Trait where Self == InstalledAppsTrait {
  /// Coffee Corner, installed for the suite.
  static var coffeeCorner: Self { .installed(CoffeeShopApp.self) }
}

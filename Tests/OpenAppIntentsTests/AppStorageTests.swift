import Foundation
import Locking
import OpenAppIntents
import Testing

/// Settings an intent reads, as apps keep them.
private enum Units: String {
  case metric, imperial
}

/// A model written `@Observable` with only OpenAppIntents imported, as beside `import SwiftUI`.
@Observable private final class TallyModel {
  var count = 0
}

@Suite struct AppStorageTests {
  /// A defaults suite of this test's own, removed afterwards.
  private static func withSuite(_ body: (UserDefaults) -> Void) {
    let name = "sirisim.appstorage.\(UUID().uuidString)"
    guard let store = UserDefaults(suiteName: name) else {
      Issue.record("no defaults suite \(name)")
      return
    }
    body(store)
    store.removePersistentDomain(forName: name)
  }

  @Test func storedValuesAreReadBackAndDefaultsStandUntilStored() {
    Self.withSuite { store in
      let units = AppStorage(wrappedValue: Units.metric, "units", store: store)
      let count = AppStorage(wrappedValue: 2, "count", store: store)
      let name = AppStorage<String?>("name", store: store)
      #expect(units.wrappedValue == .metric)
      #expect(count.wrappedValue == 2)
      #expect(name.wrappedValue == nil)
      units.wrappedValue = .imperial
      count.wrappedValue = 5
      name.wrappedValue = "Ana"
      #expect(store.string(forKey: "units") == "imperial")
      #expect(
        AppStorage(wrappedValue: Units.metric, "units", store: store).wrappedValue == .imperial)
      #expect(AppStorage(wrappedValue: 0, "count", store: store).wrappedValue == 5)
      #expect(AppStorage<String?>("name", store: store).wrappedValue == "Ana")
    }
  }

  @Test func aStoredValueOfAnotherTypeReadsAsTheDefault() {
    Self.withSuite { store in
      store.set("seven", forKey: "count")
      #expect(AppStorage(wrappedValue: 1, "count", store: store).wrappedValue == 1)
    }
  }

  @Test func observableModelsCompileBesideOpenAppIntentsAndAreTracked() {
    let tally = TallyModel()
    let changed = Locked(false)
    withObservationTracking {
      _ = tally.count
    } onChange: {
      changed.withLock { $0 = true }
    }
    tally.count += 1
    #expect(changed.withLock { $0 })
  }
}

import Foundation
import OpenAppIntents

/// The regions people may pick, sorted: Apple's `LocationOptionsProvider`.
public struct LocationOptionsProvider: DynamicOptionsProvider {
  @Dependency private var trailManager: TrailDataManager

  public init() {}

  public func results() async throws -> [String] {
    trailManager.uniqueLocations
      .sorted(using: KeyPathComparator(\.self, comparator: .localizedStandard))
  }
}

/// An open intent whose target the app's scenes show (`.onAppIntentExecution` in SwiftUI), as
/// Apple's TravelTracking sample writes `OpenLandmarkIntent`: it needs no `perform()` either.
extension OpenIntent where Self: TargetContentProvidingIntent {
  /// The app comes to the foreground on the target.
  public static var openAppWhenRun: Bool { true }

  /// Nothing to do here: the app's interface opens the target.
  public func perform() async throws -> some IntentResult {
    IntentResultContainer<Never, Never>(IntentResultParts())
  }
}

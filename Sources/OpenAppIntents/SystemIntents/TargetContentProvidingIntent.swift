/// An intent that changes what the app's interface shows; the app's scenes find it by its
/// ``contentIdentifier`` (`.onAppIntentExecution` in SwiftUI, `UISceneAppIntent` in UIKit).
///
/// Its work is done by the app's interface, so it needs no `perform()`: running it brings the
/// app to the foreground, which SiriSim shows as the app opening on its current screen.
public protocol TargetContentProvidingIntent: AppIntent {
  /// The string the app's scenes match the intent by. Default: the intent type's name.
  var contentIdentifier: String { get }
}

extension TargetContentProvidingIntent {
  public var contentIdentifier: String { String(describing: Self.self) }

  /// The app comes to the foreground to show the content.
  public static var openAppWhenRun: Bool { true }

  /// Nothing to do here: the app's interface acts on the intent.
  public func perform() async throws -> some IntentResult {
    IntentResultContainer<Never, Never>(IntentResultParts())
  }
}

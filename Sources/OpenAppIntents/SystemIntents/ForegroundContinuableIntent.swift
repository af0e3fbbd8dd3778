/// An intent that may need the app in the foreground to go on, such as to log in.
///
/// Deprecated in iOS 26, as on Apple platforms: include `.foreground(.dynamic)` in the intent's
/// ``AppIntent/supportedModes`` and call ``AppIntent/continueInForeground(_:alwaysConfirm:)``.
/// It still works, and its intents may continue in the app as `.foreground(.dynamic)` ones do.
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
  /// An error that stops the intent and offers to continue in the app: Siri says the dialog
  /// with a Continue button; continuing brings the app to the foreground and runs
  /// `continuation` there (to show the right screen).
  ///
  /// SiriSim then shows the app's screen and its actions (such as "Log In"); when the person
  /// has done what the app needed, the intent is performed again.
  public func needsToContinueInForegroundError(
    _ dialog: IntentDialog? = nil,
    continuation: (@MainActor @Sendable () async throws -> Void)? = nil
  ) -> AppIntentError {
    AppIntentError.continueInForeground(
      dialog: dialog, confirm: true, continuation: continuation)
  }

  /// Asks the person to continue in the app, then goes on: the app comes to the foreground,
  /// `continuation` runs there, and `perform()` continues from here with its value. Throws
  /// `CancellationError` if they decline.
  @discardableResult
  public func requestToContinueInForeground<ResultValue: Sendable>(
    _ dialog: IntentDialog? = nil,
    continuation: @MainActor () async throws -> ResultValue
  ) async throws -> ResultValue {
    let conversation = try IntentExecution.conversation()
    guard
      try await conversation.continueInForeground(
        dialog: dialog, confirm: true, continuation: nil)
    else {
      throw CancellationError()
    }
    return try await continuation()
  }

  /// Asks the person to continue in the app, then goes on in the foreground. Throws
  /// `CancellationError` if they decline.
  public func requestToContinueInForeground(_ dialog: IntentDialog? = nil) async throws {
    try await requestToContinueInForeground(dialog) { () }
  }
}

extension AppIntentError {
  static func continueInForeground(
    dialog: IntentDialog?, confirm: Bool,
    continuation: (@MainActor @Sendable () async throws -> Void)?
  ) -> AppIntentError {
    AppIntentError(
      reason: .restartPerform, description: "Continue in the app.",
      resolution: {
        let conversation = try IntentExecution.conversation()
        return try await conversation.continueInForeground(
          dialog: dialog, confirm: confirm, continuation: continuation)
      })
  }
}

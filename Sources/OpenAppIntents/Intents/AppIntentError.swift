/// An error with a meaning Siri acts on, such as "ask for this value, then perform again".
///
/// The `needs…Error` methods of `IntentParameter` return a *restart-perform* error: Siri asks
/// the person, stores the answer in the parameter and runs `perform()` again from the top.
public struct AppIntentError: Error, Sendable, CustomStringConvertible {
  enum Reason: Sendable {
    case restartPerform
    case confirmationRequired
    case unrecoverable
  }

  let reason: Reason
  /// Asks the person what is needed before `perform()` runs again; `false` means they declined.
  let resolution: (@Sendable () async throws -> Bool)?
  /// What the error is about, for logs and transcripts.
  public let description: String
  /// What a resolver's `needs…Error` asks for (`IntentParameterContext`); `nil` otherwise.
  package var resolverRequest: ResolverRequest?

  init(
    reason: Reason, description: String, resolution: (@Sendable () async throws -> Bool)? = nil
  ) {
    self.reason = reason
    self.description = description
    self.resolution = resolution
  }

  /// Perform the intent again from the top.
  public static let restartPerform = AppIntentError(
    reason: .restartPerform, description: "Perform the intent again.")

  /// The intent cannot go on.
  public static let unrecoverable = AppIntentError(
    reason: .unrecoverable, description: "The intent could not go on.")

  /// What the person must do before the intent can go on.
  public enum UserActionRequired {
    /// The person needs to confirm the action.
    public static let confirmation = AppIntentError(
      reason: .confirmationRequired, description: "The person needs to confirm the action.")
  }

  /// Whether Siri should perform the intent again once the question is answered.
  package var restartsPerform: Bool { reason == .restartPerform }

  /// Asks the person what this error needs before `perform()` runs again.
  ///
  /// SiriSim runtime support. Returns `false` when the person declined, which ends the intent.
  package func resolveBeforeRestart() async throws -> Bool {
    guard let resolution else { return true }
    return try await resolution()
  }
}

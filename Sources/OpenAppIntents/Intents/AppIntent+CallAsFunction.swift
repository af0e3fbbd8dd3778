// Apple's `callAsFunction(donate:)`: app code runs one of its own intents (`try await
// OpenSoup()()`), for instance when its user interface is built on its intents. Off-device there
// is no Siri to ask for a missing value, so the intent runs with the parameters as the code set
// them; a required one left empty stops the program, as reading it in `perform()` would.

extension AppIntent {
  /// Runs the intent's action with its parameters as set, and then, unless `donate` is
  /// `false`, donates the intent, as a run from Siri does.
  public func callAsFunction(donate donateOnCompletion: Bool = true) async throws
  where PerformResult.Value == Never {
    _ = try await perform()
    if donateOnCompletion { try await donate() }
  }

  /// Runs the intent's action with its parameters as set, donates the intent unless `donate`
  /// is `false`, and returns the value the action returned.
  public func callAsFunction(donate donateOnCompletion: Bool = true) async throws
    -> PerformResult.Value
  where PerformResult: ReturnsValue {
    let result = try await perform()
    if donateOnCompletion { try await donate() }
    guard let value = result.value else {
      throw AppIntentError(
        reason: .unrecoverable,
        description: "\(Self.self).perform() returned a result without its value.")
    }
    return value
  }
}

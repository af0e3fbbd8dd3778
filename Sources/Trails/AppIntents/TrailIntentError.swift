import OpenAppIntents

/// Why a trail intent failed: Apple's `TrailIntentError`.
public enum TrailIntentError: Error, CustomLocalizedStringResourceConvertible {
  case workoutDidNotStart
  case activeActivityNotFound
  case trailNotFound
  case dayPassTransactionCanceled
  case dayPassPaymentError

  public var localizedStringResource: LocalizedStringResource {
    switch self {
    case .workoutDidNotStart: return "Workout tracking failed to start."
    case .activeActivityNotFound: return "Not currently tracking an activity."
    case .trailNotFound: return "Can't find the requested trail."
    case .dayPassTransactionCanceled: return "Your purchase was canceled."
    case .dayPassPaymentError: return "Unable to process payment."
    }
  }
}

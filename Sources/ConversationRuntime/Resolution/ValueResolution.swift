import OpenAppIntents

/// What a person's words came to for one parameter.
enum ValueResolution: Sendable {
  /// One value, of the parameter's value type (an array for a list parameter).
  case value(any Sendable)
  /// Several values fit equally; the person must pick.
  case ambiguous([IntentValueChoice])
  /// The words name nothing the app knows; the message says so.
  case notFound(String)
  /// The words are not the kind of value asked for; the message says what is.
  case invalid(String)
}

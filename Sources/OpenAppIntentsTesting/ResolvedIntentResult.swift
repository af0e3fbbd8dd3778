import ConversationRuntime
import OpenAppIntents

/// What an intent returned when it ran: its value, read with `result.value`.
///
/// ```swift
/// let result = try await intent.run()
/// let book: AnyAppEntity = try result.value
/// let title: String = try result.value.title
/// next.book = result.value
/// ```
@dynamicMemberLookup
public struct ResolvedIntentResult: Sendable {
  /// The key paths a result's value is read through: `\.value`.
  public struct ValueKeyPath {
    /// The intent's returned value, as `result.value` reads it.
    public let value: Never
  }

  /// The value the intent returned, if any (an entity, an enum case, a number, …).
  let returned: (any Sendable)?
  /// How the intent ended, with what Siri said.
  let completion: IntentCompletion
  /// Everything Siri said and showed while it ran.
  let events: [ConversationEvent]

  init(value: (any Sendable)?, completion: IntentCompletion, events: [ConversationEvent]) {
    returned = value
    self.completion = completion
    self.events = events
  }

  /// The returned value, to compare with `nil` or give to another intent.
  public subscript(dynamicMember keyPath: KeyPath<ValueKeyPath, Never>)
    -> (any IntentValueExpressing)?
  {
    IntentValueReading.expressing(returned)
  }

  /// The returned value as `T`: `let title: String = try result.value`. Throws when the intent
  /// returned no value or one that is not a `T`.
  public subscript<T: IntentValueConvertible>(dynamicMember keyPath: KeyPath<ValueKeyPath, Never>)
    -> T
  {
    get throws {
      try IntentValueReading.convert(returned, to: T.self, at: "\(completion.intent)'s value")
    }
  }

  /// A property of the returned value: `try result.value.title`.
  public subscript(dynamicMember keyPath: KeyPath<ValueKeyPath, Never>) -> DynamicPropertyPath {
    DynamicPropertyPath(.success(returned), path: "\(completion.intent)'s value")
  }
}

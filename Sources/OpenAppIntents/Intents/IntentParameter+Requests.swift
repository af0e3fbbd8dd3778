import Foundation

extension IntentParameter {
  /// Asks the person for a value and returns it, without storing it.
  public final func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.ValueType {
    let conversation = try IntentExecution.conversation()
    let answer = try await conversation.requestValue(for: descriptor, dialog: dialog)
    return try Self.convert(answer, for: descriptor.name)
  }

  /// Asks the person to pick one of the values and returns it.
  public final func requestDisambiguation(
    among values: [Value.ValueType], dialog: IntentDialog? = nil
  ) async throws -> Value.ValueType {
    let conversation = try IntentExecution.conversation()
    let choices = values.map { IntentValueChoice(describing: $0) }
    let picked = try await conversation.requestDisambiguation(
      for: descriptor, among: choices, dialog: dialog ?? requestDisambiguationDialog)
    return try Self.convert(picked.value, for: descriptor.name)
  }

  /// Asks the person whether they meant this value; `false` when they say no.
  ///
  /// Throws `CancellationError` when they cancel.
  public final func requestConfirmation(
    for value: Value.ValueType, dialog: IntentDialog? = nil
  ) async throws -> Bool {
    let conversation = try IntentExecution.conversation()
    return try await conversation.requestConfirmation(
      ConfirmationRequest(
        kind: .parameterValue, parameter: descriptor, value: IntentValueChoice(describing: value),
        dialog: dialog))
  }

  /// An error that makes Siri ask for this parameter's value, then perform the intent again.
  public final func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
    AppIntentError(reason: .restartPerform, description: "Needs a value for \(descriptor.name).") {
      let value = try await self.requestValue(dialog ?? self.requestValueDialog)
      self.store(value)
      return true
    }
  }

  /// An error that makes Siri ask the person to pick one of the values, then perform again.
  public final func needsDisambiguationError(
    among values: [Value.ValueType], dialog: IntentDialog? = nil
  ) -> AppIntentError {
    AppIntentError(
      reason: .restartPerform, description: "Needs a choice for \(descriptor.name)."
    ) {
      let value = try await self.requestDisambiguation(among: values, dialog: dialog)
      self.store(value)
      return true
    }
  }

  /// An error that makes Siri ask the person to confirm the value, then perform again with it.
  public final func needsConfirmationError(
    for value: Value.ValueType, dialog: IntentDialog? = nil
  ) -> AppIntentError {
    AppIntentError(
      reason: .restartPerform, description: "Needs confirmation of \(descriptor.name)."
    ) {
      guard try await self.requestConfirmation(for: value, dialog: dialog) else { return false }
      self.store(value)
      return true
    }
  }

  func store(_ value: Value.ValueType) {
    state.withLock {
      $0.value = value
      $0.isEmptied = false
    }
  }

  static func convert(_ answer: any Sendable, for name: String) throws(IntentRequestError)
    -> Value.ValueType
  {
    if let value = answer as? Value.ValueType { return value }
    if let value = NumberBridging.convert(answer, to: Value.ValueType.self) { return value }
    if let text = answer as? String,
      let textual = Value.ValueType.self as? any _TextIntentValue.Type,
      let value = textual._fromText(text) as? Value.ValueType
    {
      return value
    }
    if let elements = answer as? [any Sendable],
      let list = Value.ValueType.self as? any _ListIntentValue.Type,
      let value = list._fromElements(elements) as? Value.ValueType
    {
      return value
    }
    throw IntentRequestError(
      message: "The answer for '\(name)' is a \(type(of: answer)), not a \(Value.ValueType.self).")
  }
}

/// A value a person gives as free text, such as a search's criteria.
protocol _TextIntentValue {
  static func _fromText(_ text: String) -> Any?
}

/// Lets a parameter turn a list of resolved values into its array type.
protocol _ListIntentValue {
  static func _fromElements(_ elements: [any Sendable]) -> Any?
}

extension Array: _ListIntentValue {
  static func _fromElements(_ elements: [any Sendable]) -> Any? {
    let typed = elements.compactMap { $0 as? Element }
    return typed.count == elements.count ? typed : nil
  }
}

/// Numbers arrive as the runtime reads them (`Int`, `Double`); a parameter may want another
/// numeric type, such as `Decimal` for money.
enum NumberBridging {
  static func convert<Target>(_ answer: any Sendable, to type: Target.Type) -> Target? {
    let number: Double
    switch answer {
    case let value as Int: number = Double(value)
    case let value as Double: number = value
    case let value as Decimal: number = NSDecimalNumber(decimal: value).doubleValue
    default: return nil
    }
    guard number.isFinite else { return nil }
    switch type {
    case is Decimal.Type: return Decimal(string: String(number)) as? Target
    case is Double.Type: return number as? Target
    case is Int.Type:
      return number.rounded() == number && abs(number) < 9e15 ? Int(number) as? Target : nil
    default: return nil
    }
  }
}

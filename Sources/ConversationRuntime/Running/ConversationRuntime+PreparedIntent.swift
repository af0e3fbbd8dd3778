import OpenAppIntents
import TextSafety

/// A parameter value given to an intent run from code, as AppIntentsTesting's `AnyAppIntent`
/// gives it: a typed value, words read as an answer would be, or a reference the app's query
/// or enum resolves.
///
/// SiriSim runtime support for `OpenAppIntentsTesting`.
package enum PresetValue: Sendable {
  /// Words, read as a typed answer is ("Tomato Soup", "7", "5 km", "delivery"); for a text
  /// parameter, the text itself.
  case words(String)
  /// A value of the parameter's type, or one that converts to it (an `Int` for a `Double`).
  case value(any Sendable)
  /// The entity of type `typeName` with this identifier, found through the entity's query.
  case entity(typeName: String, identifier: String)
  /// The enum case with this raw value.
  case enumCase(typeName: String, rawValue: String)
  /// No value: the parameter is emptied, even of its default.
  case none
  /// Several values, for a parameter that takes a list: each element is found as it would be
  /// alone (entity references through the query, cases by raw value). Words are read together
  /// as a list answer is ("cheese, croutons"), unless the list takes text.
  indirect case list([PresetValue])
}

/// Why an intent run from code did not start: nothing ran.
package enum PreparedIntentProblem: Error, Sendable, Equatable {
  /// No loaded app has an intent of that type name.
  case unknownIntent(String, known: [String])
  /// The intent declares no parameter of that name.
  case unknownParameter(String, intent: String, parameters: [String])
  /// The value is not of the parameter's type.
  case wrongType(parameter: String, intent: String, expected: String, given: String)
  /// The entity's query returned nothing for the identifier.
  case entityNotFound(typeName: String, identifier: String, parameter: String)
  /// The enum has no case with that raw value.
  case unknownCase(typeName: String, rawValue: String, cases: [String])
}

extension ConversationRuntime {
  /// The intent type with this type name in any loaded app (manifest intents first, then the
  /// App Shortcuts' intents), with its app's name.
  package func intentType(named name: String) -> (app: String, type: any AppIntent.Type)? {
    apps.lazy.compactMap { app in app.intentType(named: name).map { (app.name, $0) } }.first
  }

  /// Runs the intent of type name `name` from code: each value is set on a fresh instance
  /// (entity references through the entity's query, enum cases by raw value, words read as an
  /// answer), then the intent runs as a shortcut action does, Siri asking `frontEnd` for what
  /// is still missing and for confirmations. Returns how it ended and the value the intent
  /// itself returned. Throws, running nothing, when a name or a value does not fit.
  package func runPrepared(
    intentNamed name: String, values: [(name: String, value: PresetValue)],
    with frontEnd: some ConversationFrontEnd
  ) async throws(PreparedIntentProblem) -> (outcome: ConversationOutcome, value: (any Sendable)?) {
    let found = apps.lazy.compactMap { app in app.intentType(named: name).map { (app, $0) } }
      .first
    guard let (app, type) = found else {
      throw .unknownIntent(name, known: intentNames.map(\.intent))
    }
    let intent = type.init()
    let parameters = IntentReflection.parameters(of: intent)
    var words: [(String, String)] = []
    for (parameterName, preset) in values {
      guard let parameter = parameters.first(where: { $0.name == parameterName })?.parameter
      else {
        throw .unknownParameter(parameterName, intent: name, parameters: parameters.map(\.name))
      }
      func wrongType(_ given: String) -> PreparedIntentProblem {
        .wrongType(
          parameter: parameterName, intent: name,
          expected: String(describing: parameter.valueType), given: given)
      }
      func set(_ value: any Sendable) throws(PreparedIntentProblem) {
        do { try parameter.setValue(value) } catch {
          throw wrongType(String(describing: Swift.type(of: value)))
        }
      }
      let kind = parameter.descriptor.kind
      // The value a reference, a case or a raw value names; `nil` for words to read.
      func element(_ preset: PresetValue) async throws(PreparedIntentProblem) -> (any Sendable)? {
        switch preset {
        case .none, .list:
          throw wrongType(preset.given)
        case .value(let value):
          return value
        case .words(let text):
          // A raw value names its case, as AppIntentsTesting converts it ("pickup").
          if case .enumeration(let support) = kind.elementKind,
            let choice = support.cases.first(where: { $0.id == text })
          {
            return choice.value
          }
          return nil
        case .entity(let typeName, let identifier):
          guard case .entity(let support) = kind.elementKind, support.typeName == typeName else {
            throw wrongType(typeName)
          }
          let choices = try? await app.withDependencies {
            try await support.byIdentifier([identifier])
          }
          guard
            let choice = choices.flatMap({ EntityLookup.choice(identified: identifier, in: $0) })
          else {
            throw .entityNotFound(
              typeName: typeName, identifier: identifier, parameter: parameterName)
          }
          return choice.value
        case .enumCase(let typeName, let rawValue):
          guard case .enumeration(let support) = kind.elementKind else {
            throw wrongType(typeName)
          }
          guard let choice = support.cases.first(where: { $0.id == rawValue }) else {
            throw .unknownCase(
              typeName: typeName, rawValue: rawValue, cases: support.cases.map(\.id))
          }
          return choice.value
        }
      }
      switch preset {
      case .none:
        parameter.clearValue()
      case .value(let value):
        try set(value)
      case .words(let text):
        if case .string = kind {
          try set(text)
        } else if let value = try await element(preset) {
          try set(kind.isList ? [value] : value)
        } else {
          words.append((parameterName, InputText.withoutControls(text)))
        }
      case .entity, .enumCase:
        guard let value = try await element(preset) else { throw wrongType(preset.given) }
        try set(kind.isList ? [value] : value)
      case .list(let elements):
        guard kind.isList else { throw wrongType(preset.given) }
        var values: [any Sendable] = []
        var texts: [String] = []
        for item in elements {
          if case .none = item { continue }
          if case .words(let text) = item, case .string = kind.elementKind {
            values.append(text)
          } else if let value = try await element(item) {
            values.append(value)
          } else if case .words(let text) = item {
            texts.append(InputText.withoutControls(text))
          }
        }
        if texts.isEmpty {
          try set(values)
        } else if values.isEmpty {
          // Read together, as a person's answer "cheese, croutons" is.
          words.append((parameterName, texts.joined(separator: ", ")))
        } else {
          throw wrongType("a list mixing text with other values")
        }
      }
    }
    let presets = words
    let (outcome, value) = await runner(for: app, frontEnd: frontEnd, settings: options)
      .runReturningValue(intent) { conversation in
        try await SlotFilling(resolver: conversation.resolver, conversation: conversation)
          .applyPresets(presets, to: intent)
      }
    await refreshPhrasesIfNeeded()
    return (outcome, value)
  }
}

extension PresetValue {
  /// What was given, for a message: "a list", "text", the entity or enum type's name.
  var given: String {
    switch self {
    case .words: return "text"
    case .value(let value): return String(describing: type(of: value))
    case .entity(let typeName, _), .enumCase(let typeName, _): return typeName
    case .none: return "no value"
    case .list: return "a list"
    }
  }
}

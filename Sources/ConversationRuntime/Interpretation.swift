import OpenAppIntents
import PhraseMatching
import TextSafety

/// What an utterance means, without running anything: the app, the intent, the score and the
/// parameter values the utterance names. `sirisim match` prints these.
package struct Interpretation: Sendable, Equatable {
  /// The app's name.
  package var app: String
  /// The intent's type name.
  package var intent: String
  /// How well the utterance matched, from 0 to 1.
  package var score: Double
  /// The phrase that matched, in `${…}` form.
  package var phrase: String
  /// The parameter values, by parameter name.
  package var parameters: [String: InterpretedValue]
  /// The words that filled each parameter, by parameter name.
  package var words: [String: String]
}

/// A parameter value an utterance names.
package indirect enum InterpretedValue: Sendable, Equatable {
  /// One entity.
  case entity(id: String, title: String)
  /// Several entities fit equally; Siri will ask which.
  case candidates([EntityReference])
  /// An enum case.
  case enumCase(rawValue: String, title: String)
  /// A whole number.
  case integer(Int)
  /// A decimal number.
  case number(Double)
  /// Text, including words that named nothing the app knows.
  case text(String)
  /// Several values, for a list parameter.
  case list([InterpretedValue])

  /// An entity's identifier and title: a value a person can pick, as a migrated intent's
  /// values are.
  package typealias EntityReference = MigratedValue
}

extension ConversationRuntime {
  /// The App Shortcuts an utterance may mean, best first, with the values it names: entity words
  /// go through the app's string search as they would in a conversation.
  /// A phrase the person recorded (Add to Siri, or imported) comes first, as in a
  /// conversation, with its saved values as words.
  package func interpret(_ utterance: String, limit: Int = 3) async -> [Interpretation] {
    let utterance = InputText.withoutControls(utterance)
    let (index, _) = stateSnapshot()
    var results: [Interpretation] = []
    if let (shortcut, score) = voiceShortcut(for: utterance) {
      results.append(
        Interpretation(
          app: shortcut.app, intent: shortcut.intent, score: score,
          phrase: shortcut.invocationPhrase,
          parameters: Dictionary(
            shortcut.parameters.map { ($0.name, InterpretedValue.text($0.value)) },
            uniquingKeysWith: { first, _ in first }),
          words: [:]))
    }
    let ranked = await withoutLackedThings(index.rank(utterance), index: index)
    for match in ranked.prefix(max(1, limit)) {
      let key = PhraseIndex.targetKey(app: match.app, intent: match.intent)
      guard let target = index.targets[key] else { continue }
      let shortcut = apps[target.appIndex].shortcuts[target.shortcutIndex]
      var values: [String: InterpretedValue] = [:]
      await apps[target.appIndex].withDependencies {
        for descriptor in index.parameters[key] ?? [] {
          guard let slot = match.slots[descriptor.name] else { continue }
          values[descriptor.name] = await Self.interpret(
            slot, choices: index.values[key]?[descriptor.name] ?? [:], descriptor: descriptor)
        }
      }
      results.append(
        Interpretation(
          app: match.app, intent: LoadedApp.typeName(of: type(of: shortcut.intent)),
          score: match.score, phrase: match.phrase.description, parameters: values,
          words: match.slots.mapValues(\.text)))
    }
    return results
  }

  /// Why an utterance means what it means, or nothing: the nearest phrases lined up with it
  /// word by word (``PhraseMatcher/explain(_:limit:)``), for `sirisim match --explain` and
  /// `:why`.
  package func explain(_ utterance: String, limit: Int = 3) -> Explanation {
    let (index, _) = stateSnapshot()
    let utterance = InputText.withoutControls(utterance)
    var explanation = Explanation(index.matcher.explain(utterance, limit: limit))
    // A recorded phrase is matched before any App Shortcut, as the conversation does.
    if let (shortcut, score) = voiceShortcut(for: utterance) {
      explanation.candidates.insert(
        Explanation.Candidate(
          app: shortcut.app, intent: shortcut.intent, phrase: shortcut.invocationPhrase,
          score: score, isMatch: true, steps: []),
        at: 0)
      explanation.reason =
        "It is your phrase “\(shortcut.invocationPhrase)” (\(shortcut.source)), matched before any App Shortcut."
    }
    return explanation
  }

  /// The value a matched slot names for a parameter, or nil when its words name nothing the
  /// parameter can hold (Siri will ask). A list parameter gives a list of its items' values.
  static func interpret(
    _ slot: SlotMatch, choices: [String: IntentValueChoice], descriptor: ParameterDescriptor
  ) async -> InterpretedValue? {
    let element = descriptor.kind.elementKind
    guard descriptor.kind.isList else {
      return await interpretSingle(slot, choices: choices, kind: element)
    }
    var items: [InterpretedValue] = []
    for item in slot.items.isEmpty ? [slot] : slot.items {
      if let value = await interpretSingle(item, choices: choices, kind: element) {
        items.append(value)
      }
    }
    return items.isEmpty ? nil : .list(items)
  }

  private static func interpretSingle(
    _ slot: SlotMatch, choices: [String: IntentValueChoice], kind: IntentValueKind
  ) async -> InterpretedValue? {
    switch kind {
    case .entity, .enumeration:
      let named = await SlotReading.choices(for: slot, choices: choices, kind: kind)
      switch named.count {
      case 0: return nil
      case 1: return value(of: named[0], kind: kind)
      default: return .candidates(named.map(reference))
      }
    case .integer:
      if let number = slot.number ?? NumberWords.parse(slot.text) { return .integer(number) }
      return nil
    case .double:
      if let number = slot.number.map(Double.init) ?? Double(slot.text)
        ?? NumberWords.parse(slot.text).map(Double.init)
      {
        return .number(number)
      }
      return nil
    default:
      if let known = slot.candidates.first.flatMap({ choices[$0.id] }) {
        return value(of: known, kind: kind)
      }
      return .text(slot.text)
    }
  }

  private static func value(of choice: IntentValueChoice, kind: IntentValueKind) -> InterpretedValue
  {
    let title = choice.displayRepresentation.title.defaultValue
    switch kind {
    case .enumeration: return .enumCase(rawValue: choice.id, title: title)
    case .entity: return .entity(id: choice.id, title: title)
    case .integer: return (choice.value as? Int).map(InterpretedValue.integer) ?? .text(title)
    case .double: return (choice.value as? Double).map(InterpretedValue.number) ?? .text(title)
    default: return .text(title)
    }
  }

  private static func reference(_ choice: IntentValueChoice) -> InterpretedValue.EntityReference {
    .init(id: choice.id, title: choice.displayRepresentation.title.defaultValue)
  }
}

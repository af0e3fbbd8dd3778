import OpenAppIntents
import PhraseMatching

/// What an utterance means, without running anything: the app, the intent, the score and the
/// parameter values the utterance names. `sirisim match` prints these.
public struct Interpretation: Sendable, Equatable {
  /// The app's name.
  public var app: String
  /// The intent's type name.
  public var intent: String
  /// How well the utterance matched, from 0 to 1.
  public var score: Double
  /// The phrase that matched, in `${…}` form.
  public var phrase: String
  /// The parameter values, by parameter name.
  public var parameters: [String: InterpretedValue]
  /// The words that filled each parameter, by parameter name.
  public var words: [String: String]
}

/// A parameter value an utterance names.
public indirect enum InterpretedValue: Sendable, Equatable {
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

  /// An entity's identifier and title.
  public struct EntityReference: Sendable, Equatable {
    /// The identifier.
    public var id: String
    /// The title.
    public var title: String

    /// Creates a reference.
    public init(id: String, title: String) {
      self.id = id
      self.title = title
    }
  }
}

extension ConversationRuntime {
  /// The App Shortcuts an utterance may mean, best first, with the values it names: entity words
  /// go through the app's string search as they would in a conversation.
  public func interpret(_ utterance: String, limit: Int = 3) async -> [Interpretation] {
    let (index, settings) = stateSnapshot()
    let resolver = ValueResolver(now: settings.environment.now)
    var results: [Interpretation] = []
    for match in index.matcher.rank(utterance).prefix(max(1, limit)) {
      let key = PhraseIndex.targetKey(app: match.app, intent: match.intent)
      guard let target = index.targets[key] else { continue }
      let shortcut = apps[target.appIndex].shortcuts[target.shortcutIndex]
      let parameters = IntentReflection.parameters(of: freshIntent(like: shortcut.intent))
      var values: [String: InterpretedValue] = [:]
      for (name, parameter) in parameters {
        guard let slot = match.slots[name] else { continue }
        let known = slot.candidates.compactMap { index.values[key]?[name]?[$0.id] }
        values[name] = await Self.interpret(
          slot, known: known, descriptor: parameter.descriptor, resolver: resolver)
        // Words that name no entity or case leave the parameter unset: Siri will ask for it.
        if case .text = values[name], Self.isChoice(parameter.descriptor.kind) {
          values[name] = nil
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

  static func interpret(
    _ slot: SlotMatch, known: [IntentValueChoice], descriptor: ParameterDescriptor,
    resolver: ValueResolver
  ) async -> InterpretedValue {
    let element = descriptor.kind.elementKind
    if slot.score >= 1, known.count == 1 { return value(of: known[0], kind: element) }
    if case .entity(let support) = element, support.search != nil {
      var single = descriptor
      single.kind = element
      switch await resolver.resolve(slot.text, for: single) {
      case .value(let value):
        return Self.value(of: IntentValueChoice(describing: value), kind: element)
      case .ambiguous(let choices):
        return .candidates(choices.map(reference))
      case .notFound, .invalid:
        break
      }
    }
    switch known.count {
    case 1: return value(of: known[0], kind: element)
    case 2...: return .candidates(known.map(reference))
    default: break
    }
    switch element {
    case .integer:
      if let number = NumberWords.parse(slot.text) { return .integer(number) }
    case .double:
      if let number = Double(slot.text) ?? NumberWords.parse(slot.text).map(Double.init) {
        return .number(number)
      }
    default:
      break
    }
    return .text(slot.text)
  }

  private static func isChoice(_ kind: IntentValueKind) -> Bool {
    switch kind.elementKind {
    case .entity, .enumeration: return true
    default: return false
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

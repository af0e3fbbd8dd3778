import OpenAppIntents
import PhraseMatching

/// Puts the values an utterance named into the intent's parameters, asking the person to pick
/// when several fit, and saying so when none does.
struct SlotFilling {
  let resolver: ValueResolver
  let conversation: RuntimeConversation

  func apply(
    _ slots: [String: SlotMatch], values: [String: [String: IntentValueChoice]],
    to intent: any AppIntent
  ) async throws {
    let parameters = IntentReflection.parameters(of: intent)
    for (name, parameter) in parameters {
      guard let slot = slots[name] else { continue }
      let descriptor = parameter.descriptor
      if let number = slot.number {
        // A number outside the parameter's range is asked for again, with the range said.
        if let problem = resolver.rangeProblem(Double(number), for: descriptor) {
          await conversation.say(problem)
          try parameter.setValue(try await conversation.requestValue(for: descriptor, dialog: nil))
          continue
        }
        try parameter.setValue(try await resolved(number, for: descriptor))
        continue
      }
      // A list names each of its values ("with cheese and croutons"); anything else names one.
      var collected: [any Sendable] = []
      for item in slot.items.isEmpty ? [slot] : slot.items {
        if let value = try await value(
          for: item, choices: values[name] ?? [:], descriptor: descriptor)
        {
          collected.append(value)
        }
      }
      guard let first = collected.first else { continue }
      try parameter.setValue(descriptor.kind.isList ? collected : first)
    }
  }

  /// Sets parameters from words, as `sirisim run OrderSoup quantity=7` gives them.
  func applyPresets(_ presets: [(String, String)], to intent: any AppIntent) async throws {
    let parameters = IntentReflection.parameters(of: intent)
    for (name, text) in presets {
      guard let parameter = parameters.first(where: { $0.name == name })?.parameter else {
        continue
      }
      let descriptor = parameter.descriptor
      switch try await AppResolution(conversation: conversation).resolve(text, for: descriptor) {
      case .value(let value):
        try parameter.setValue(value)
      case .ambiguous(let choices):
        let value = try await pick(among: choices, descriptor: descriptor)
        try parameter.setValue(descriptor.kind.isList ? [value] : value)
      case .notFound(let message), .invalid(let message):
        // A preset that does not fit is asked for again, as a typed answer would be.
        await conversation.say(message)
        try parameter.setValue(try await conversation.requestValue(for: descriptor, dialog: nil))
      }
    }
  }

  /// The value for one slot, or nil when the words name nothing (Siri says so; a required
  /// parameter is then asked for).
  private func value(
    for slot: SlotMatch, choices: [String: IntentValueChoice], descriptor: ParameterDescriptor
  ) async throws -> (any Sendable)? {
    let known = slot.candidates.compactMap { choices[$0.id] }
    // Words for a place, a text or a number are read as an answer would be.
    if !Self.isChoice(descriptor), known.isEmpty {
      var single = descriptor
      single.kind = descriptor.kind.elementKind
      // A list's resolvers take the whole list, not one of its items.
      if descriptor.kind.isList { single.entry.resolvers = nil }
      switch try await AppResolution(conversation: conversation).resolve(slot.text, for: single) {
      case .value(let value): return value
      case .ambiguous(let choices): return try await pick(among: choices, descriptor: descriptor)
      case .notFound(let message), .invalid(let message):
        await conversation.say(message)
        return nil
      }
    }
    // Entities, cases and options: an exact title as is; otherwise the app's string search on
    // the words, then on each keyword ("Manhttan clam chowder"), ranked as the matcher ranks.
    let named = await SlotReading.choices(
      for: slot, choices: choices, kind: descriptor.kind.elementKind)
    switch named.count {
    case 1:
      return named[0].value
    case 2...:
      return try await pick(among: named, descriptor: descriptor)
    default:
      await conversation.say(conversation.dialogs.couldNotFind(slot.text))
      return nil
    }
  }

  /// A number said in the phrase, once the parameter's resolvers have run on it; when they
  /// refuse it, Siri says why and asks, as for a number out of range.
  private func resolved(_ number: Int, for descriptor: ParameterDescriptor) async throws
    -> any Sendable
  {
    let value: any Sendable = descriptor.kind.isList ? [number] : number
    switch try await AppResolution(conversation: conversation).resolve(
      value: value, for: descriptor)
    {
    case .value(let resolved): return resolved
    case .ambiguous(let choices): return try await pick(among: choices, descriptor: descriptor)
    case .notFound(let message), .invalid(let message):
      await conversation.say(message)
      return try await conversation.requestValue(for: descriptor, dialog: nil)
    }
  }

  private static func isChoice(_ descriptor: ParameterDescriptor) -> Bool {
    if descriptor.options != nil { return true }
    switch descriptor.kind.elementKind {
    case .entity, .enumeration: return true
    default: return false
    }
  }

  private func pick(among choices: [IntentValueChoice], descriptor: ParameterDescriptor)
    async throws -> any Sendable
  {
    try await conversation.disambiguateSearch(for: descriptor, among: choices).value
  }
}

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
      let known = slot.candidates.compactMap { values[name]?[$0.id] }
      let exact = slot.score >= 1 && known.count == 1
      if let value = try await value(for: slot, known: known, exact: exact, descriptor: descriptor)
      {
        try parameter.setValue(descriptor.kind.isList ? [value] : value)
      }
    }
  }

  /// Sets parameters from words, as `sirisim run OrderSoup quantity=7` gives them.
  func applyPresets(_ presets: [(String, String)], to intent: any AppIntent) async throws {
    let parameters = IntentReflection.parameters(of: intent)
    for (name, text) in presets {
      guard let parameter = parameters.first(where: { $0.name == name })?.parameter else { continue }
      let descriptor = parameter.descriptor
      switch await resolver.resolve(text, for: descriptor) {
      case .value(let value):
        try parameter.setValue(value)
      case .ambiguous(let choices):
        let value = try await pick(among: choices, descriptor: descriptor)
        try parameter.setValue(descriptor.kind.isList ? [value] : value)
      case .notFound(let message), .invalid(let message):
        await conversation.say(message)
      }
    }
  }

  /// The value for one slot, or nil when the words name nothing (Siri says so; a required
  /// parameter is then asked for).
  private func value(
    for slot: SlotMatch, known: [IntentValueChoice], exact: Bool,
    descriptor: ParameterDescriptor
  ) async throws -> (any Sendable)? {
    if exact { return known[0].value }
    // A partial or unknown name goes to the app's string search first, as Siri does, so
    // "clam chowder" also finds the secret Manhattan Clam Chowder.
    if case .entity(let support) = descriptor.kind.elementKind, support.search != nil {
      var single = descriptor
      single.kind = descriptor.kind.elementKind
      switch await resolver.resolve(slot.text, for: single) {
      case .value(let value): return value
      case .ambiguous(let choices): return try await pick(among: choices, descriptor: descriptor)
      case .notFound, .invalid: break
      }
    }
    switch known.count {
    case 1:
      return known[0].value
    case 2...:
      return try await pick(among: known, descriptor: descriptor)
    default:
      await conversation.say("I couldn't find “\(slot.text)”.")
      return nil
    }
  }

  private func pick(among choices: [IntentValueChoice], descriptor: ParameterDescriptor)
    async throws -> any Sendable
  {
    try await conversation.requestDisambiguation(
      for: descriptor, among: choices, dialog: descriptor.requestDisambiguationDialog
    ).value
  }
}

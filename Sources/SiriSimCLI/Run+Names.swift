import ArgumentParser
import ConversationRuntime

extension Run {
  /// Checks each step's intent and parameter names against the loaded apps before anything
  /// runs: a mistake is a usage error (exit 2) naming the nearest name, in any case
  /// ("Unknown intent 'ordersoup'. Did you mean 'OrderSoup'?").
  static func checkNames(of steps: [ChainedIntent], in runtime: ConversationRuntime) throws {
    let intents = runtime.intentNames.map(\.intent)
    for step in steps {
      guard intents.contains(step.intent) else {
        throw ValidationError(unknown: "intent", step.intent, among: intents, listing: "Intents")
      }
      let parameters = Completions.parameterNames(ofIntent: step.intent)
      for (name, _) in step.parameters where !parameters.contains(name) {
        throw ValidationError(
          unknown: "parameter", name, of: step.intent, among: parameters,
          listing: "Its parameters")
      }
    }
  }
}

extension ValidationError {
  /// "Unknown intent 'ordersoup'. Did you mean 'OrderSoup'?", or the names to choose from
  /// when none is close.
  init(
    unknown kind: String, _ name: String, of owner: String? = nil, among names: [String],
    listing: String
  ) {
    let subject =
      owner.map { "Unknown \(kind) '\(name)' for \($0)." } ?? "Unknown \(kind) '\(name)'."
    if let nearest = EditDistance.nearest(to: name, among: names) {
      self.init("\(subject) Did you mean '\(nearest)'?")
    } else if names.isEmpty {
      self.init("\(subject) It has none.")
    } else {
      self.init("\(subject) \(listing): \(names.joined(separator: ", ")).")
    }
  }
}

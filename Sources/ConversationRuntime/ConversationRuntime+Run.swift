import OpenAppIntents

/// One intent of a chain run by name, with its parameter values as words: `AddBook title=Dune`,
/// then `OpenBook book=@result`.
public struct ChainedIntent: Sendable {
  /// The value that stands for the result of the intent before: `book=@result`.
  public static let previousResult = "@result"

  /// The intent's type name, such as "AddBook".
  public var intent: String
  /// The parameter values as words, in the order given.
  public var parameters: [(name: String, value: String)]

  /// Creates a step.
  public init(intent: String, parameters: [(name: String, value: String)]) {
    self.intent = intent
    self.parameters = parameters
  }
}

extension ConversationRuntime {
  /// The intents a person can run by name: each app's intent types.
  public var intentNames: [(app: String, intent: String, title: String)] {
    apps.flatMap { app in
      var seen = Set<String>()
      let types = app.manifest.intents + app.shortcuts.map { type(of: $0.intent) }
      return types.compactMap { type -> (app: String, intent: String, title: String)? in
        let name = LoadedApp.typeName(of: type)
        guard seen.insert(name).inserted else { return nil }
        return (app.name, name, type.title.defaultValue)
      }
    }
  }

  /// Runs an intent by name with parameter values given as words, as a shortcut with preset
  /// values runs: each value is read like an answer ("7", "Tomato Soup", "delivery"), and Siri
  /// asks only for what is still missing.
  @discardableResult
  public func run(
    intentNamed name: String, app appName: String? = nil, parameters: [(String, String)],
    with frontEnd: some ConversationFrontEnd
  ) async -> ConversationOutcome {
    await run(
      chain: [ChainedIntent(intent: name, parameters: parameters.map { ($0.0, $0.1) })],
      app: appName, with: frontEnd)
  }

  /// Runs intents one after another, as the actions of a shortcut run: a value `@result` gives
  /// a parameter the value the intent before returned (`AddBook title=Dune`, then
  /// `OpenBook book=@result`). The whole chain is checked first (intents, parameters, and that
  /// each `@result` has the type its parameter takes), so a mistake runs nothing; the chain
  /// stops at the first intent that does not complete.
  @discardableResult
  public func run(
    chain: [ChainedIntent], app appName: String? = nil, with frontEnd: some ConversationFrontEnd
  ) async -> ConversationOutcome {
    let planned: [PlannedIntent]
    switch plan(chain, app: appName) {
    case .success(let steps): planned = steps
    case .failure(let problem): return await fail(problem.message, frontEnd)
    }
    var outcome = ConversationOutcome.notUnderstood
    var previous: (any Sendable)?
    for step in planned {
      let intent = step.type.init()
      let carried = previous
      let (stepOutcome, value) = await runner(for: step.app, frontEnd: frontEnd, settings: options)
        .runReturningValue(intent) { conversation in
          let parameters = IntentReflection.parameters(of: intent)
          for name in step.resultParameters {
            guard let carried, let parameter = parameters.first(where: { $0.name == name }) else {
              continue
            }
            try parameter.parameter.setValue(carried)
          }
          try await SlotFilling(resolver: conversation.resolver, conversation: conversation)
            .applyPresets(step.presets, to: intent)
        }
      outcome = stepOutcome
      await refreshPhrasesIfNeeded()
      guard case .completed = stepOutcome else { break }
      previous = value
    }
    return outcome
  }

  func fail(_ message: String, _ frontEnd: some ConversationFrontEnd) async -> ConversationOutcome {
    await frontEnd.present(.speech(SiriSpeech(app: nil, text: message, kind: .error)))
    await frontEnd.present(.ended(.failed(message: message)))
    return .failed(message: message)
  }
}

/// A chain step checked and ready to run.
struct PlannedIntent {
  let app: LoadedApp
  let type: any AppIntent.Type
  /// Parameters given as words.
  let presets: [(String, String)]
  /// Parameters that take the previous intent's result.
  let resultParameters: [String]
}

/// Why a chain cannot run.
struct ChainProblem: Error {
  let message: String
}

extension ConversationRuntime {
  /// Checks every step of a chain before any runs.
  func plan(_ chain: [ChainedIntent], app appName: String?) -> Result<
    [PlannedIntent], ChainProblem
  > {
    guard !chain.isEmpty else { return .failure(ChainProblem(message: "No intent to run.")) }
    var planned: [PlannedIntent] = []
    for step in chain {
      let found = apps.lazy
        .filter { appName == nil || $0.name == appName }
        .compactMap { app in app.intentType(named: step.intent).map { (app, $0) } }
        .first
      guard let (app, type) = found else {
        let known = intentNames.map(\.intent).joined(separator: ", ")
        return .failure(
          ChainProblem(message: "There is no intent named “\(step.intent)”. Intents: \(known)."))
      }
      let parameters = IntentReflection.parameters(of: type.init())
      let declared = parameters.map(\.name)
      if let unknown = step.parameters.first(where: { !declared.contains($0.name) }) {
        return .failure(
          ChainProblem(
            message:
              "\(step.intent) has no parameter “\(unknown.name)”. Its parameters: \(declared.joined(separator: ", "))."
          ))
      }
      var resultParameters: [String] = []
      for given in step.parameters where given.value == ChainedIntent.previousResult {
        guard let before = planned.last else {
          return .failure(
            ChainProblem(
              message:
                "\(given.name)=@result takes the result of the intent before, and \(step.intent) runs first."
            ))
        }
        let previousName = LoadedApp.typeName(of: before.type)
        guard let returned = before.type._returnedValueType else {
          return .failure(
            ChainProblem(
              message:
                "\(previousName) returns no value, so \(step.intent)'s \(given.name)=@result has nothing to take."
            ))
        }
        let wanted = parameters.first { $0.name == given.name }?.parameter.valueType
        guard let wanted, ObjectIdentifier(wanted) == ObjectIdentifier(returned) else {
          return .failure(
            ChainProblem(
              message:
                "\(step.intent)'s \(given.name) takes \(Self.article(for: wanted)), but \(previousName) returns \(Self.article(for: returned))."
            ))
        }
        resultParameters.append(given.name)
      }
      planned.append(
        PlannedIntent(
          app: app, type: type,
          presets: step.parameters.filter { $0.value != ChainedIntent.previousResult }.map {
            ($0.name, $0.value)
          },
          resultParameters: resultParameters))
    }
    return .success(planned)
  }

  /// "a Book", "an Order", "a String": a type as people name it.
  static func article(for type: Any.Type?) -> String {
    guard let type else { return "nothing" }
    let name =
      (type as? any TypeDisplayRepresentable.Type)?.typeDisplayRepresentation.name.defaultValue
      ?? String(describing: type)
    let vowel = name.first.map { "AEIOUaeiou".contains($0) } ?? false
    return "\(vowel ? "an" : "a") \(name)"
  }
}

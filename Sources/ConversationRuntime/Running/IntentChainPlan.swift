import OpenAppIntents
import TextSafety

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
            ($0.name, InputText.withoutControls($0.value))
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

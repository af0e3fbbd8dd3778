import ConversationRuntime

/// Why a definition could not be used, an intent could not run, or a value could not be read.
///
/// Apple documents that reading a value as the wrong type, or running an intent that cannot
/// run, throws; it names no error type. SiriSim's errors say what was asked for and what there
/// is instead.
public enum AppIntentsTestingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No installed app has this bundle identifier (see ``InstalledApps``).
  case appNotInstalled(bundleIdentifier: String, installed: [String])
  /// The app has no intent of this type name.
  case unknownIntent(String, bundleIdentifier: String, known: [String])
  /// The intent declares no parameter of this name.
  case unknownParameter(String, intent: String, parameters: [String])
  /// A parameter was given a value of another type.
  case wrongType(parameter: String, intent: String, expected: String, given: String)
  /// The entity's query found no entity with this identifier.
  case entityNotFound(entity: String, identifier: String)
  /// The enum has no case with this raw value.
  case unknownEnumCase(enum: String, rawValue: String, cases: [String])
  /// The intent needed a value for a required parameter that the test did not give, and Siri
  /// asked for it.
  case missingValue(parameter: String, intent: String, question: String)
  /// The intent asked the person to pick among values (`requestDisambiguation`, an ambiguous
  /// value); a test answers by giving the parameter a value before `run()`.
  case unansweredChoice(intent: String, question: String, choices: [String])
  /// The intent threw; the message is what Siri said.
  case intentFailed(intent: String, message: String)
  /// The intent was cancelled.
  case intentCancelled(intent: String)
  /// A value read is not of the type asked for.
  case typeMismatch(expected: String, actual: String, at: String)
  /// A property of an entity known only by its identifier was read.
  case unresolvedEntity(String, property: String)
  /// The value has no property of this name.
  case noProperty(String, of: String, at: String)
  /// SiriSim: no App Shortcut phrase of the intent, in the locale, takes exactly these
  /// parameters (`phrase(for:values:locale:)`); `phrases` are the intent's phrases there.
  case noPhrase(intent: String, locale: String, parameters: [String], phrases: [String])
  /// A `contains(regex:)` expectation's regular expression does not parse.
  case invalidRegex(String, reason: String)
  /// The app declares no entity type of this name (in its intents' parameters or its
  /// manifest's `entities`).
  case unknownEntity(String, bundleIdentifier: String, known: [String])
  /// The entity's query cannot answer this call: it is not the kind of query named (such as
  /// `EntityStringQuery` for `entities(matching:)`).
  case unsupportedQuery(entity: String, call: String, needs: String)
  /// The app declares no value query of this type name (`AppManifest.valueQueries`).
  case unknownValueQuery(String, bundleIdentifier: String, known: [String])
  /// A value query was given an input of another type than its `Input`.
  case wrongQueryInput(query: String, expected: String, given: String)
  /// The app's query threw; the message is its error's description.
  case queryFailed(query: String, message: String)
  /// The app declares no transient entity type of this name.
  case unknownTransientEntity(String, bundleIdentifier: String, known: [String])
  /// The entity declares no `@Property` of this name.
  case unknownProperty(String, entity: String, properties: [String])
  /// A value given to an entity's property is not of its type.
  case wrongPropertyType(property: String, entity: String, message: String)
  /// `isInstance(_:)`: the value is not an instance of the definition's type.
  case notAnInstance(expected: String, actual: String)
  /// `exported(as:)` or `resolved(from:)`: the entity's type does not conform to
  /// `Transferable`.
  case notTransferable(entity: String)
  /// `exported(as:)`: no transfer representation of the entity exports this content type (or
  /// a value of this type); these are the content types it exports.
  case unsupportedExportType(entity: String, contentType: String, exported: [String])
  /// `resolved(from:)`: no transfer representation of the entity imports this content type (or
  /// a value of this type); these are the content types it imports.
  case unsupportedImportType(entity: String, contentType: String, imported: [String])
  /// The app's exporting or importing closure threw; the message is its error.
  case transferFailed(entity: String, message: String)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .appNotInstalled(let identifier, let installed):
      let list = installed.isEmpty ? "none" : installed.joined(separator: ", ")
      return
        "No app with bundle identifier “\(identifier)” is installed. Installed: \(list). Install it with the suite trait .installed(YourApp.self) or InstalledApps.install(YourApp.self)."
    case .unknownIntent(let name, let identifier, let known):
      return
        "\(identifier) has no intent named “\(name)”. Its intents: \(known.joined(separator: ", "))."
    case .unknownParameter(let name, let intent, let parameters):
      return
        "\(intent) has no parameter “\(name)”. Its parameters: \(parameters.joined(separator: ", "))."
    case .wrongType(let parameter, let intent, let expected, let given):
      return "\(intent)'s \(parameter) takes \(expected), not \(given)."
    case .entityNotFound(let entity, let identifier):
      return "\(entity)'s query found no entity with identifier “\(identifier)”."
    case .unknownEnumCase(let enumName, let rawValue, let cases):
      return
        "\(enumName) has no case “\(rawValue)”. Its cases: \(cases.joined(separator: ", "))."
    case .missingValue(let parameter, let intent, let question):
      return
        "\(intent) needs a value for \(parameter) (Siri asked “\(question)”); give it one before run()."
    case .unansweredChoice(let intent, let question, let choices):
      return
        "\(intent) asked to choose (“\(question)”) among \(choices.joined(separator: ", ")); give the parameter a value before run()."
    case .intentFailed(let intent, let message):
      return "\(intent) failed: \(message)"
    case .intentCancelled(let intent):
      return "\(intent) was cancelled."
    case .typeMismatch(let expected, let actual, let path):
      return "\(path) is \(actual), not \(expected)."
    case .unresolvedEntity(let entity, let property):
      return
        "\(entity) is a reference made from an identifier; its \(property) is known only once an intent returns the entity."
    case .noProperty(let name, let type, let path):
      return "\(path): \(type) has no property “\(name)”."
    case .noPhrase(let intent, let locale, let parameters, let phrases):
      let taking = parameters.isEmpty ? "no parameter" : parameters.joined(separator: ", ")
      let list = phrases.isEmpty ? "none" : phrases.map { "“\($0)”" }.joined(separator: ", ")
      return
        "\(intent) has no phrase in “\(locale)” that takes \(taking). Its phrases there: \(list)."
    case .invalidRegex(let pattern, let reason):
      return "contains(regex: \"\(pattern)\"): the regular expression does not parse (\(reason))."
    case .unknownEntity(let name, let identifier, let known):
      return
        "\(identifier) has no entity named “\(name)”. Its entities: \(Self.list(known))."
    case .unsupportedQuery(let entity, let call, let needs):
      return "\(entity)'s query can't answer \(call): it is not an \(needs)."
    case .unknownValueQuery(let name, let identifier, let known):
      return
        "\(identifier) has no value query named “\(name)”. Its value queries: \(Self.list(known))."
    case .wrongQueryInput(let query, let expected, let given):
      return "\(query) takes \(expected) as its input, not \(given)."
    case .queryFailed(let query, let message):
      return "\(query) failed: \(message)"
    case .unknownTransientEntity(let name, let identifier, let known):
      return
        "\(identifier) has no transient entity named “\(name)”. Its transient entities: \(Self.list(known))."
    case .unknownProperty(let name, let entity, let properties):
      return "\(entity) has no property “\(name)”. Its properties: \(Self.list(properties))."
    case .wrongPropertyType(let property, let entity, let message):
      return "\(entity)'s \(property) can't take that value: \(message)"
    case .notAnInstance(let expected, let actual):
      return "The value is \(actual), not an instance of \(expected)."
    case .notTransferable(let entity):
      return "\(entity) does not conform to Transferable, so it has no file to export or import."
    case .unsupportedExportType(let entity, let contentType, let exported):
      return "\(entity) can't be exported as \(contentType). It exports: \(Self.list(exported))."
    case .unsupportedImportType(let entity, let contentType, let imported):
      return
        "\(entity) can't be resolved from \(contentType). It imports: \(Self.list(imported))."
    case .transferFailed(let entity, let message):
      return "\(entity)'s transfer representation failed: \(message)"
    }
  }

  /// "a, b" or "none".
  private static func list(_ names: [String]) -> String {
    names.isEmpty ? "none" : names.joined(separator: ", ")
  }

  /// The error for a run that did not start.
  init(_ problem: PreparedIntentProblem, bundleIdentifier: String) {
    switch problem {
    case .unknownIntent(let name, let known):
      self = .unknownIntent(name, bundleIdentifier: bundleIdentifier, known: known)
    case .unknownParameter(let name, let intent, let parameters):
      self = .unknownParameter(name, intent: intent, parameters: parameters)
    case .wrongType(let parameter, let intent, let expected, let given):
      self = .wrongType(parameter: parameter, intent: intent, expected: expected, given: given)
    case .entityNotFound(let typeName, let identifier, _):
      self = .entityNotFound(entity: typeName, identifier: identifier)
    case .unknownCase(let typeName, let rawValue, let cases):
      self = .unknownEnumCase(enum: typeName, rawValue: rawValue, cases: cases)
    }
  }
}

import OpenAppIntents

/// An intent of the app under test, its parameters set and read by name, run with ``run()``.
///
/// ```swift
/// var intent = definitions.intents["AddBook"].makeIntent()
/// intent.title = "Dune"
/// let title: String? = try intent.title
/// let result = try await intent.run()
/// ```
///
/// Values are kept as given until the intent runs; then SiriSim's runtime makes the app's
/// intent and gives it each value as Apple's framework converts it: text names an enum case by
/// its raw value, and is otherwise read as a person's answer would be (an entity through its
/// query's search, a number, a date, "5 km"); an ``AnyAppEntity`` reference is found through
/// the entity's query; an ``AnyAppEnum`` names its case.
@dynamicMemberLookup
public struct AnyAppIntent: Sendable {
  /// The intent's type name, such as "OrderSoup".
  public let identifier: String
  let definition: AppIntentDefinition
  /// The values given, in the order given; `nil` empties the parameter.
  var values: [(name: String, value: (any IntentValueExpressing)?)] = []

  init(definition: AppIntentDefinition) {
    self.definition = definition
    identifier = definition.typeIdentifier
  }

  /// A parameter's value as given, or `nil`; setting it gives the parameter a value
  /// (`intent.quantity = 2`), and `nil` empties it.
  public subscript(dynamicMember identifier: String) -> (any IntentValueExpressing)? {
    get {
      if let given = values.last(where: { $0.name == identifier }) { return given.value }
      return IntentValueReading.expressing(try? defaultValue(of: identifier))
    }
    set {
      values.removeAll { $0.name == identifier }
      values.append((identifier, newValue))
    }
  }

  /// A parameter's value read as `T`: the value given, else the parameter's default. Throws
  /// when the intent has no such parameter or the value is not a `T`.
  public subscript<T: IntentValueConvertible>(dynamicMember identifier: String) -> T {
    get throws {
      let path = "\(self.identifier).\(identifier)"
      if let given = values.last(where: { $0.name == identifier }) {
        return try IntentValueReading.convert(
          given.value?._intentTestingValue.readable, to: T.self, at: path)
      }
      return try IntentValueReading.convert(try defaultValue(of: identifier), to: T.self, at: path)
    }
  }

  /// A property of a parameter's value: `try intent.book.title == "Dune"`.
  public subscript(dynamicMember identifier: String) -> DynamicPropertyPath {
    let path = "\(self.identifier).\(identifier)"
    if let given = values.last(where: { $0.name == identifier }) {
      return DynamicPropertyPath(.success(given.value?._intentTestingValue.readable), path: path)
    }
    return DynamicPropertyPath(
      Result { () throws(AppIntentsTestingError) -> Any? in try defaultValue(of: identifier) },
      path: path)
  }

  /// The parameter's value as given, else its default: what an expectation checks. Throws
  /// when the intent has no such parameter.
  func parameterValue(_ name: String) throws(AppIntentsTestingError) -> Any? {
    if let given = values.last(where: { $0.name == name }) {
      return given.value?._intentTestingValue.readable
    }
    return try defaultValue(of: name)
  }

  /// The value a fresh instance of the intent has for the parameter: its default, or none.
  private func defaultValue(of parameter: String) throws(AppIntentsTestingError) -> Any? {
    let session = try TestSession.installed(
      definition.session, bundleIdentifier: definition.bundleIdentifier)
    guard let type = session.intentType(named: identifier) else {
      throw .unknownIntent(
        identifier, bundleIdentifier: definition.bundleIdentifier, known: session.intentNames)
    }
    let parameters = IntentReflection.parameters(of: type.init())
    guard let found = parameters.first(where: { $0.name == parameter }) else {
      throw .unknownParameter(parameter, intent: identifier, parameters: parameters.map(\.name))
    }
    return found.parameter.currentValue
  }
}

/// An App Intent that replaces a SiriKit custom intent (`CustomIntentMigratedAppIntent`), with
/// its parameters: what a SiriKit shortcut's values must still fit for the shortcut to run it.
public struct MigratedIntentSchema: Sendable, Hashable {
  /// The app's name, such as "Soup Chef".
  public var app: String
  /// The intent's type name, such as "OrderSoup".
  public var intent: String
  /// The intent's title, such as "Order Soup".
  public var title: String
  /// The SiriKit class it replaces, such as "OrderSoupIntent".
  public var intentClassName: String
  /// The parameters, in declaration order.
  public var parameters: [MigratedParameterSchema]

  /// Creates a schema.
  public init(
    app: String, intent: String, title: String, intentClassName: String,
    parameters: [MigratedParameterSchema]
  ) {
    self.app = app
    self.intent = intent
    self.title = title
    self.intentClassName = intentClassName
    self.parameters = parameters
  }

  /// The parameter with this property name.
  public func parameter(named name: String) -> MigratedParameterSchema? {
    parameters.first { $0.name == name }
  }
}

/// One parameter of a migrated intent: its name, title and the kind of values it takes.
public struct MigratedParameterSchema: Sendable, Hashable {
  /// The property name, such as "soup".
  public var name: String
  /// The title, such as "Soup".
  public var title: String
  /// The kind of each value (of each element, for a list).
  public var kind: MigratedValueKind
  /// Whether the parameter takes several values.
  public var isList: Bool
  /// Whether the parameter may stay empty.
  public var isOptional: Bool
  /// The values a `DynamicOptionsProvider` offers, such as the stores; `nil` without one.
  public var options: [MigratedValue]?
  /// The lowest and highest numbers allowed (`@Parameter(…, inclusiveRange: (1, 99))`), if any.
  public var inclusiveRange: ClosedRange<Double>?

  /// Creates a parameter schema.
  public init(
    name: String, title: String, kind: MigratedValueKind, isList: Bool, isOptional: Bool,
    options: [MigratedValue]? = nil, inclusiveRange: ClosedRange<Double>? = nil
  ) {
    self.name = name
    self.title = title
    self.kind = kind
    self.isList = isList
    self.isOptional = isOptional
    self.options = options
    self.inclusiveRange = inclusiveRange
  }

  /// "soup (Soup)", "toppings (list of Topping)", for messages.
  public var summary: String {
    "\(name) (\(isList ? "list of " : "")\(kind.typeDescription))"
  }
}

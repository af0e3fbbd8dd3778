/// An App Intent that replaces a SiriKit custom intent (`CustomIntentMigratedAppIntent`), with
/// its parameters: what a SiriKit shortcut's values must still fit for the shortcut to run it.
package struct MigratedIntentSchema: Sendable, Hashable {
  /// The app's name, such as "Soup Chef".
  package var app: String
  /// The intent's type name, such as "OrderSoup".
  package var intent: String
  /// The intent's title, such as "Order Soup".
  package var title: String
  /// The SiriKit class it replaces, such as "OrderSoupIntent".
  package var intentClassName: String
  /// The parameters, in declaration order.
  package var parameters: [MigratedParameterSchema]

  /// Creates a schema.
  package init(
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
  package func parameter(named name: String) -> MigratedParameterSchema? {
    parameters.first { $0.name == name }
  }
}

/// One parameter of a migrated intent: its name, title and the kind of values it takes.
package struct MigratedParameterSchema: Sendable, Hashable {
  /// The property name, such as "soup".
  package var name: String
  /// The title, such as "Soup".
  package var title: String
  /// The kind of each value (of each element, for a list).
  package var kind: MigratedValueKind
  /// Whether the parameter takes several values.
  package var isList: Bool
  /// Whether the parameter may stay empty.
  package var isOptional: Bool
  /// The values a `DynamicOptionsProvider` offers, such as the stores; `nil` without one.
  package var options: [MigratedValue]?
  /// The lowest and highest numbers allowed (`@Parameter(…, inclusiveRange: (1, 99))`), if any.
  package var inclusiveRange: ClosedRange<Double>?

  /// Creates a parameter schema.
  package init(
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
  package var summary: String {
    "\(name) (\(isList ? "list of " : "")\(kind.typeDescription))"
  }
}

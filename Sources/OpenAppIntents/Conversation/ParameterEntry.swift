/// How a parameter's value is typed, beyond its type: what `inputOptions:`,
/// `supportedContentTypes:`, `kind:` and `size:` declared.
///
/// SiriSim runtime support: kept by the parameter, read by the runtime from its descriptor.
package struct ParameterEntry: Sendable {
  /// A text parameter's keyboard, capitalization and lines.
  package var inputOptions: String.IntentInputOptions?
  /// The file types a file parameter takes; `nil` takes any file.
  package var contentTypes: [UTType]?
  /// What a date parameter asks for: a day, a time of day, or both.
  package var dateKind: DateEntryKind?
  /// How many values an array parameter takes, per widget family.
  package var sizes: [IntentWidgetFamily: IntentCollectionSize] = [:]
  /// The titles a yes-or-no parameter gives its two values (`displayName:`).
  package var booleanNames: Bool.IntentDisplayName?
  /// How a place parameter is shown (`displayStyle:`): "name", "address" or "city".
  package var placemarkStyle: String?
  /// Which handles a person parameter asks for (`mode:`).
  package var personMode: IntentPerson.ParameterMode?
  /// The currencies a money parameter takes (`currencyCodes:`); empty takes any.
  package var currencyCodes: [String]?
  /// The lowest and highest amounts a money parameter allows (`inclusiveRange:`).
  package var currencyRange: ClosedRange<Decimal>?
  /// The resolvers the parameter lists (`resolvers:`), run by the runtime on each answer.
  package var resolvers: ParameterResolvers?

  package init() {}

  /// The size that applies in a conversation: with no widget on screen, the most permissive
  /// of the families' (the largest maximum).
  package var conversationSize: IntentCollectionSize? {
    sizes.values.max { $0.maximum < $1.maximum }
  }
}

/// A date parameter's kind, seen without its value type (`IntentParameter<Value>.DateKind`).
package enum DateEntryKind: Sendable, Hashable {
  /// A day.
  case date
  /// A time of day.
  case time
  /// A day and a time.
  case dateTime
}

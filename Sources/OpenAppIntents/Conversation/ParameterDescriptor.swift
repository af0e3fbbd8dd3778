/// Everything the runtime knows about one parameter of an intent.
///
/// SiriSim runtime support: built from an `IntentParameter` by reflection and handed to the
/// conversation with each request.
package struct ParameterDescriptor: Sendable {
  /// The property name, such as "soup".
  package var name: String
  /// The title, such as "Soup"; generated from the name when the intent gives none.
  package var title: LocalizedStringResource
  /// The description.
  package var description: LocalizedStringResource?
  /// How values of this parameter are found and shown.
  package var kind: IntentValueKind
  /// Whether the parameter may stay empty.
  package var isOptional: Bool
  /// What Siri says to ask for a value.
  package var requestValueDialog: IntentDialog?
  /// What Siri says to ask the person to pick between values.
  package var requestDisambiguationDialog: IntentDialog?
  /// The lowest and highest numbers allowed.
  package var inclusiveRange: ClosedRange<Double>?
  /// How a number parameter takes its value: typed, stepped or slid.
  public var controlStyle: ParameterControlStyle?
  /// A measurement parameter's default unit and sign rule.
  public var measurement: MeasurementOptions?
  /// The options a `DynamicOptionsProvider` offers.
  public var options: (@Sendable () async throws -> [IntentValueChoice])?
  /// Input options, file types, date kind and list size (`IntentParameter+…` initializers).
  package var entry = ParameterEntry()

  /// Creates a descriptor.
  public init(
    name: String, title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    kind: IntentValueKind, isOptional: Bool, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil, inclusiveRange: ClosedRange<Double>? = nil,
    controlStyle: ParameterControlStyle? = nil, measurement: MeasurementOptions? = nil,
    options: (@Sendable () async throws -> [IntentValueChoice])? = nil
  ) {
    self.name = name
    self.title = title
    self.description = description
    self.kind = kind
    self.isOptional = isOptional
    self.requestValueDialog = requestValueDialog
    self.requestDisambiguationDialog = requestDisambiguationDialog
    self.inclusiveRange = inclusiveRange
    self.controlStyle = controlStyle
    self.measurement = measurement
    self.options = options
  }

  /// "deliveryLocation" → "Delivery Location", as Xcode 16 generates titles.
  public static func generatedTitle(for name: String) -> String {
    var words: [String] = []
    var current = ""
    let characters = Array(name.trimmingPrefix("_"))
    for (index, character) in characters.enumerated() {
      // A capital starts a word unless it continues an acronym ("storeURL" → "Store URL").
      let previousIsUpper = index > 0 && characters[index - 1].isUppercase
      let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
      if character.isUppercase, !current.isEmpty, !previousIsUpper || nextIsLower {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
  }
}

/// How a number parameter takes its value, whatever its type: Apple's `IntControlStyle` and
/// `DoubleControlStyle` seen by the runtime.
@_spi(SiriSim) public enum ParameterControlStyle: Sendable, Hashable {
  /// A text field.
  case field
  /// A stepper (integers).
  case stepper
  /// A slider (decimals).
  case slider
}

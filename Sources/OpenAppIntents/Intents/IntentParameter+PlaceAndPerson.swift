import Foundation

extension IntentParameter {
  /// How a place parameter's value is shown in Shortcuts and Siri Suggestions.
  public enum PlacemarkDisplayStyle: Sendable, Hashable {
    /// The place's name.
    case name
    /// The place's full address.
    case address
    /// Only the place's city.
    case city

    /// The style's name in the parameter's entry, which the runtime reads (and
    /// `displayStyle` reads back).
    var entryName: String {
      switch self {
      case .name: return "name"
      case .address: return "address"
      case .city: return "city"
      }
    }
  }
}

extension IntentParameter where Value.ValueType == CLPlacemark {
  /// Creates a place parameter shown in a style: its name, its address or its city.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    displayStyle: PlacemarkDisplayStyle, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    entry.withLock { $0.placemarkStyle = displayStyle.entryName }
  }

  /// Creates a place parameter shown in a style, whose places come from an options provider.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    displayStyle: PlacemarkDisplayStyle, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
  ) where Provider.Result.Element: Sendable {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    entry.withLock { $0.placemarkStyle = displayStyle.entryName }
  }

  /// The style the parameter declared, if any.
  public var displayStyle: PlacemarkDisplayStyle? {
    let stored = entry.withLock { $0.placemarkStyle }
    return [PlacemarkDisplayStyle.name, .address, .city].first { $0.entryName == stored }
  }
}

extension IntentParameter where Value.ValueType == IntentPerson {
  /// Creates a person parameter that asks for a kind of handle: a contact, an email address
  /// or a phone number.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    mode: IntentPerson.ParameterMode, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    entry.withLock { $0.personMode = mode }
  }

  /// Creates a person parameter of a mode whose people come from an options provider.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    mode: IntentPerson.ParameterMode, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
  ) where Provider.Result.Element: Sendable {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    entry.withLock { $0.personMode = mode }
  }

  /// The kind of handle the parameter asks for, if it declared one.
  public var parameterMode: IntentPerson.ParameterMode? { entry.withLock { $0.personMode } }
}

/// How a number parameter's control style reads and writes the runtime's one control style, so
/// the number initializers are declared once for `Int` and `Double` (Apple declares each).
public protocol _IntentNumberControlStyle: Sendable, Hashable {
  /// A stepper, every number parameter's default style.
  static var stepper: Self { get }
  /// The style as the runtime reads it.
  @_spi(SiriSim) var _control: ParameterControlStyle { get }
  /// The style of a runtime control, if this type has one like it.
  @_spi(SiriSim) init?(_control: ParameterControlStyle?)
}

/// How an integer parameter takes its value in Shortcuts: typed, or stepped up and down
/// (Apple's `IntentParameter.IntControlStyle`, at the top level so `Int` can name it).
public enum _IntentIntControlStyle: _IntentNumberControlStyle {
  /// A text field.
  case field
  /// A stepper: SiriSim's value pane steps the number with ↑/↓.
  case stepper

  @_spi(SiriSim) public var _control: ParameterControlStyle {
    self == .stepper ? .stepper : .field
  }

  @_spi(SiriSim) public init?(_control: ParameterControlStyle?) {
    switch _control {
    case .stepper: self = .stepper
    case .field: self = .field
    case .slider, nil: return nil
    }
  }
}

/// How a decimal parameter takes its value in Shortcuts: typed, slid along its range, or
/// stepped (Apple's `IntentParameter.DoubleControlStyle`, at the top level so `Double` can name
/// it).
public enum _IntentDoubleControlStyle: _IntentNumberControlStyle {
  /// A text field.
  case field
  /// A slider: SiriSim's value pane steps the number with ↑/↓.
  case slider
  /// A stepper: SiriSim's value pane steps the number with ↑/↓.
  case stepper

  @_spi(SiriSim) public var _control: ParameterControlStyle {
    switch self {
    case .field: return .field
    case .slider: return .slider
    case .stepper: return .stepper
    }
  }

  @_spi(SiriSim) public init?(_control: ParameterControlStyle?) {
    switch _control {
    case .field: self = .field
    case .slider: self = .slider
    case .stepper: self = .stepper
    case nil: return nil
    }
  }
}

import Foundation
import StrictJSON
import TextSafety

/// Where something is in an import file: a 1-based line and column.
struct SourcePosition: Sendable, Hashable {
  var line: Int
  var column: Int

  /// Where a value starts.
  init(_ value: PositionedJSON) {
    line = value.line
    column = value.column
  }

  /// Where a member's name starts.
  init(_ member: PositionedJSON.Member) {
    line = member.line
    column = member.column
  }
}

/// One Add to Siri shortcut of an import file, as read: `INVoiceShortcut` with its
/// `INShortcut`'s intent.
struct LegacyVoiceShortcut: Sendable {
  /// `INVoiceShortcut.identifier`.
  var identifier: UUID
  /// `INVoiceShortcut.invocationPhrase`, as it is saved (``VoiceShortcut/checkedPhrase(_:)``),
  /// and where it is.
  var invocationPhrase: Located<String>
  /// The custom intent's class name, such as "OrderSoupIntent", and where it is.
  var className: Located<String>
  /// The intent's parameters that read well, in file order.
  var parameters: [LegacyParameter]
  /// Whether reading the shortcut found an error already.
  var hasErrors: Bool
}

/// One parameter of a SiriKit intent, as read: its name, type and values.
struct LegacyParameter: Sendable {
  /// The parameter's name, such as "soup".
  var name: String
  /// Where the name is.
  var position: SourcePosition
  /// The type.
  var type: LegacyParameterType
  /// The type as written, such as "Soup", and where it is.
  var typeName: Located<String>
  /// Whether the parameter took several values ("Supports multiple values").
  var isArray: Bool
  /// The values; empty when the parameter had none.
  var values: [LegacyValue]
}

/// One value of a SiriKit parameter.
struct LegacyValue: Sendable {
  /// What the value holds.
  enum Content: Sendable, Hashable {
    /// A custom type's object (`INObject`) or a place: identifier and display string.
    case object(identifier: String?, displayString: String?)
    /// A custom enum's case, by its identifier.
    case enumCase(String)
    /// A number, as written.
    case number(String)
    /// Yes or no.
    case boolean(Bool)
    /// Text: a string, a date or a URL.
    case text(String)
    /// An amount of money.
    case currency(amount: String, code: String)
    /// A measurement: a number and its unit.
    case measurement(value: String, unit: String)
  }

  /// What the value holds.
  var content: Content
  /// Where the value is.
  var position: SourcePosition

  /// The value without control characters (`InputText`), as every value a person gives is
  /// read: a NUL or an escape sequence in a shared file never reaches a lookup or the store.
  var withoutControls: LegacyValue {
    func clean(_ text: String) -> String { InputText.withoutControls(text) }
    var copy = self
    switch content {
    case .object(let identifier, let displayString):
      copy.content = .object(
        identifier: identifier.map(clean), displayString: displayString.map(clean))
    case .enumCase(let name): copy.content = .enumCase(clean(name))
    case .text(let text): copy.content = .text(clean(text))
    case .currency(let amount, let code):
      copy.content = .currency(amount: amount, code: clean(code))
    case .measurement(let value, let unit):
      copy.content = .measurement(value: value, unit: clean(unit))
    case .number, .boolean: break
    }
    return copy
  }

  /// The value for a message: “New England Clam Chowder”, 2, “pickup”.
  var shown: String {
    switch content {
    case .object(let identifier, let displayString):
      return MessageText.quoted(displayString ?? identifier ?? "")
    case .enumCase(let name): return MessageText.quoted(name)
    case .number(let number): return number
    case .boolean(let flag): return flag ? "true" : "false"
    case .text(let text): return MessageText.quoted(text)
    case .currency(let amount, let code): return "\(amount) \(MessageText.plain(code))"
    case .measurement(let value, let unit): return "\(value) \(MessageText.plain(unit))"
    }
  }
}

/// A value read from the file and where it is.
struct Located<Value: Sendable>: Sendable {
  var value: Value
  var position: SourcePosition
}

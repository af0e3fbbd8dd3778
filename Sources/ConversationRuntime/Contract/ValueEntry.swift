@_spi(SiriSim) import OpenAppIntents

/// How a value prompt's field takes text, from the parameter's `inputOptions`, content types,
/// date kind and size: what a front end shows and honours while the person types.
public struct ValueEntry: Sendable, Equatable {
  /// The value may hold several lines: in the terminal UI Enter adds a line and Ctrl-D sends;
  /// in plain mode the lines up to one holding a single "." are the answer.
  public var multiline = false
  /// The field takes digits only (a number pad).
  public var digitsOnly = false
  /// What the field takes, in words, when the kind of value alone doesn't say: "digits only",
  /// "an email address", "a time, such as 7 pm", "a file path (a PDF or an image)".
  public var hint: String?

  /// A field that takes any one line of text.
  public init(multiline: Bool = false, digitsOnly: Bool = false, hint: String? = nil) {
    self.multiline = multiline
    self.digitsOnly = digitsOnly
    self.hint = hint
  }

  /// The field a parameter's declaration asks for.
  init(_ parameter: ParameterDescriptor) {
    let entry = parameter.entry
    if let options = entry.inputOptions {
      multiline = options.multiline
      switch options.keyboardType {
      case .numberPad, .asciiCapableNumberPad:
        digitsOnly = true
        hint = "digits only"
      case .emailAddress: hint = "an email address"
      case .URL: hint = "a web address"
      default: break
      }
    }
    switch entry.dateKind {
    case .time?: hint = "a time, such as 7 pm or 7:30"
    case .dateTime?: hint = "a day and a time, such as tomorrow at 9"
    case .date?, nil: break
    }
    if case .unsupported(let name) = parameter.kind.elementKind, name == IntentFile.valueKindName {
      let types = entry.contentTypes.map(FileAnswer.describe) ?? "a file"
      hint = "a file path: \(types)"
    }
    if let size = entry.conversationSize {
      let count = size.minimum == size.maximum ? "\(size.maximum)" : "up to \(size.maximum)"
      hint = (hint.map { $0 + "; " } ?? "") + "\(count), separated by commas"
    }
  }
}

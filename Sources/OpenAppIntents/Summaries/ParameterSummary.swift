/// The sentence Shortcuts shows for an intent, with its parameters in place:
/// "Order 2 Tomato Soup for pickup from Ferry Building".
public protocol ParameterSummary {
  /// The intent the summary describes.
  associatedtype Intent: AppIntent
  /// The summary for an intent's current values, or `nil` when this part shows nothing.
  @_spi(SiriSim) func renderedSummary(for intent: Intent) -> ParameterSummaryText?
}

/// A summary as text: the sentence and the parameters listed below it.
@_spi(SiriSim) public struct ParameterSummaryText: Sendable, Hashable, CustomStringConvertible {
  /// The sentence, with each parameter's value or, when empty, its title.
  public var sentence: String
  /// The parameters in the collapsed part, as "Title: value" lines.
  public var details: [String]

  /// Creates a summary text.
  public init(sentence: String, details: [String] = []) {
    self.sentence = sentence
    self.details = details
  }

  public var description: String {
    ([sentence] + details.map { "  " + $0 }).joined(separator: "\n")
  }
}

/// No summary.
public struct EmptyParameterSummary<Intent: AppIntent>: ParameterSummary {
  /// Creates an empty summary.
  public init() {}
  @_spi(SiriSim) public func renderedSummary(for intent: Intent) -> ParameterSummaryText? { nil }
}

/// A summary sentence with optional parameters listed below it.
public struct Summary<Intent: AppIntent>: ParameterSummary {
  /// The sentence; `nil` shows the intent's title, as Shortcuts does for a summary without one.
  let sentence: ParameterSummaryString<Intent>?
  let collapsed: [PartialKeyPath<Intent>]

  /// Creates a summary without a sentence: Shortcuts shows the intent's title.
  public init() {
    self.sentence = nil
    self.collapsed = []
  }

  /// Creates a summary without a sentence whose closure lists the parameters shown below the
  /// intent's title: `Summary { \.$soup; \.$quantity }`.
  public init(
    @ParameterSummaryParametersBuilder<Intent> _ parameters: () -> [PartialKeyPath<Intent>]
  ) {
    self.sentence = nil
    self.collapsed = parameters()
  }

  /// Creates a summary from a sentence such as `"Order \(\.$quantity) \(\.$soup)"`.
  public init(_ sentence: ParameterSummaryString<Intent>) {
    self.sentence = sentence
    self.collapsed = []
  }

  /// Creates a summary whose closure lists the parameters shown below the sentence.
  public init(
    _ sentence: ParameterSummaryString<Intent>,
    @ParameterSummaryParametersBuilder<Intent> _ parameters: () -> [PartialKeyPath<Intent>]
  ) {
    self.sentence = sentence
    self.collapsed = parameters()
  }

  @_spi(SiriSim) public func renderedSummary(for intent: Intent) -> ParameterSummaryText? {
    _ = IntentReflection.parameters(of: intent)
    let text =
      sentence?.segments.map { segment in
        switch segment {
        case .text(let text): return text
        case .parameter(let keyPath): return Self.valueText(of: keyPath, in: intent)
        }
      }.joined() ?? Intent.title.defaultValue
    let details = collapsed.compactMap { keyPath -> String? in
      guard let parameter = intent[keyPath: keyPath] as? any AnyIntentParameter else { return nil }
      return "\(parameter.descriptor.title): \(Self.valueText(of: keyPath, in: intent))"
    }
    return ParameterSummaryText(sentence: text, details: details)
  }

  static func valueText(of keyPath: PartialKeyPath<Intent>, in intent: Intent) -> String {
    guard let parameter = intent[keyPath: keyPath] as? any AnyIntentParameter else { return "" }
    if let value = parameter.currentValue { return IntentValueFormatter.spokenText(of: value) }
    return parameter.descriptor.title.defaultValue
  }
}

/// A summary sentence with parameter placeholders: `"Order \(\.$soup)"`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
  enum Segment {
    case text(String)
    case parameter(PartialKeyPath<Intent>)
  }

  let segments: [Segment]

  /// Creates a sentence without parameters.
  public init(stringLiteral value: String) { segments = [.text(value)] }

  /// Creates a sentence from an interpolation of parameter key paths.
  public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

  /// Builds a summary sentence.
  public struct StringInterpolation: StringInterpolationProtocol {
    var segments: [Segment] = []
    /// Reserves room.
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// Appends text.
    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { segments.append(.text(literal)) }
    }
    /// Appends a parameter, such as `\.$soup`.
    public mutating func appendInterpolation<Value>(
      _ keyPath: KeyPath<Intent, IntentParameter<Value>>
    ) {
      segments.append(.parameter(keyPath))
    }
  }
}

/// Builds a summary.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
  // One overload per summary kind, so that a summary's key paths get their root from the
  // intent the builder is for.
  public static func buildExpression(_ content: Summary<Intent>) -> Summary<Intent> { content }
  public static func buildExpression<Value>(_ content: Switch<Intent, Value>) -> Switch<
    Intent, Value
  > { content }
  public static func buildExpression(_ content: When<Intent>) -> When<Intent> { content }
  public static func buildExpression(_ content: EmptyParameterSummary<Intent>)
    -> EmptyParameterSummary<Intent>
  { content }
  public static func buildBlock<Content: ParameterSummary>(_ content: Content) -> Content
  where Content.Intent == Intent { content }
}

/// Builds the list of parameters shown below a summary sentence.
@resultBuilder
public enum ParameterSummaryParametersBuilder<Intent: AppIntent> {
  public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>)
    -> [PartialKeyPath<Intent>]
  { [keyPath] }
  public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
    parts.flatMap { $0 }
  }
}

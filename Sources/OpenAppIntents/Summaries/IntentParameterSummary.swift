/// A summary sentence with optional parameters listed below it: what `Summary("…") { \.$a }`
/// inside an intent creates (`AppIntent.Summary` names this type for the intent).
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
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
    @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]
  ) {
    self.sentence = nil
    self.collapsed = additionalParameterKeyPaths()
  }

  /// Creates a summary from a sentence such as `"Order \(\.$quantity) \(\.$soup)"`.
  ///
  /// `table` names the strings table the sentence is localized from on Apple platforms;
  /// SiriSim shows the sentence as written.
  public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {
    self.sentence = string
    self.collapsed = []
  }

  /// Creates a summary whose closure lists the parameters shown below the sentence.
  public init(
    _ string: ParameterSummaryString<Intent>, table: String? = nil,
    @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]
  ) {
    self.sentence = string
    self.collapsed = additionalParameterKeyPaths()
  }

  /// Builds the list of parameters shown below a summary sentence: `\.$soup; \.$quantity`.
  @resultBuilder
  public enum ParameterKeyPathsBuilder {
    /// One parameter, such as `\.$soup`.
    public static func buildExpression<ValueType>(
      _ expression: KeyPath<Intent, IntentParameter<ValueType>>
    ) -> PartialKeyPath<Intent> { expression }
    /// The parameters, in the order written.
    public static func buildBlock(_ blocks: PartialKeyPath<Intent>...) -> [PartialKeyPath<Intent>] {
      blocks
    }
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

/// The name apps write for a summary (`AppIntent.Summary` inside an intent).
public typealias Summary<Intent: AppIntent> = IntentParameterSummary<Intent>

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
    /// The segments so far, in a box so that a parameter is appended without `mutating`, as
    /// Apple's `appendInterpolation(_:)` is declared.
    let builder = SegmentList()
    var segments: [Segment] { builder.segments }
    /// Reserves room.
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// Appends text.
    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { builder.segments.append(.text(literal)) }
    }
    /// Appends a parameter, such as `\.$soup`.
    public func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
      builder.segments.append(.parameter(keyPath))
    }
  }

  /// The segments one interpolation collects.
  final class SegmentList {
    var segments: [Segment] = []
  }
}

/// Builds a summary.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
  // One overload per summary kind, so that a summary's key paths get their root from the
  // intent the builder is for.
  public static func buildExpression(_ content: IntentParameterSummary<Intent>)
    -> IntentParameterSummary<Intent>
  { content }
  public static func buildExpression<Value, CaseCondition>(
    _ content: ParameterSummarySwitchCondition<Intent, Value, CaseCondition>
  ) -> ParameterSummarySwitchCondition<Intent, Value, CaseCondition> { content }
  public static func buildExpression<WhenCondition, Otherwise>(
    _ content: ParameterSummaryWhenCondition<Intent, WhenCondition, Otherwise>
  ) -> ParameterSummaryWhenCondition<Intent, WhenCondition, Otherwise> { content }
  public static func buildExpression(_ content: EmptyParameterSummary<Intent>)
    -> EmptyParameterSummary<Intent>
  { content }
  public static func buildBlock<Content: ParameterSummary>(_ content: Content) -> Content
  where Content.Intent == Intent { content }
}

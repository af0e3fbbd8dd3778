import Foundation

/// What `perform()` returns: any of a value, a dialog, a snippet and an intent to open next.
///
/// Write the parts a result has in `perform()`'s type, as on Apple platforms:
/// `some IntentResult & ReturnsValue<OrderDetailsAppEntity> & ProvidesDialog & ShowsSnippetView`.
public protocol IntentResult: Sendable {
  /// The type of the value the result returns; `Never` when it returns none.
  associatedtype Value
  /// The type of the intent the result opens next; `Never` when it opens none.
  associatedtype OpensAppIntent
  /// The type of the snippet the result shows.
  associatedtype Snippet
  /// The type of what Siri says.
  associatedtype Dialog

  /// The value the result returns, if any.
  var value: Value? { get }
  /// The parts of the result, for the runtime.
  @_spi(SiriSim) var resultParts: IntentResultParts { get }
}

/// A result that returns a value of type `Value`.
public protocol ReturnsValue<Value>: IntentResult where Value: Sendable {
  /// The type of the value.
  associatedtype Value
}

/// A result with something for Siri to say.
public protocol ProvidesDialog: IntentResult {}

/// A result with a snippet to show.
public protocol ShowsSnippetView: IntentResult {}

/// A result that runs another intent next.
public protocol OpensIntent: IntentResult {}

/// The parts of a result, seen by the runtime.
///
/// SiriSim runtime support.
@_spi(SiriSim) public struct IntentResultParts: Sendable {
  /// The returned value.
  public var value: (any Sendable)?
  /// What Siri says.
  public var dialog: IntentDialog?
  /// What Siri shows.
  public var snippet: Snippet?
  /// The intent to run next.
  public var opensIntent: (any AppIntent)?
  /// The intent the Action button (Apple Watch Ultra) runs from now on.
  public var actionButtonIntent: (any AppIntent)?
  /// The link the intent opened (a `URLRepresentableIntent`).
  public var openedURL: URL?
  /// The snippet intent that draws the result's snippet (`.result(snippetIntent:)`).
  public var snippetIntent: (any SnippetIntent)?

  /// Creates parts.
  public init(
    value: (any Sendable)? = nil, dialog: IntentDialog? = nil, snippet: Snippet? = nil,
    opensIntent: (any AppIntent)? = nil, actionButtonIntent: (any AppIntent)? = nil,
    openedURL: URL? = nil, snippetIntent: (any SnippetIntent)? = nil
  ) {
    self.value = value
    self.dialog = dialog
    self.snippet = snippet
    self.opensIntent = opensIntent
    self.actionButtonIntent = actionButtonIntent
    self.openedURL = openedURL
    self.snippetIntent = snippetIntent
  }
}

/// The concrete result the `.result(…)` functions make.
///
/// Apple's type also carries the snippet's and dialog's types as generic parameters; here they
/// are stored values, so results with and without a snippet (as in `OrderSoup.perform()`)
/// have one type, as Apple's `view: some View = EmptyView()` defaults make them.
public struct IntentResultContainer<Value: Sendable, OpensAppIntent: Sendable>: ReturnsValue,
  ProvidesDialog, ShowsSnippetView, OpensIntent
{
  /// The snippet's type: SiriSim keeps every snippet type-erased.
  public typealias Snippet = OpenAppIntents.Snippet
  /// What Siri says.
  public typealias Dialog = IntentDialog

  /// The parts of the result.
  @_spi(SiriSim) public let resultParts: IntentResultParts

  init(_ parts: IntentResultParts) { resultParts = parts }

  /// The value the result returns, if any.
  public var value: Value? { resultParts.value as? Value }
  /// What Siri says, if anything.
  public var dialog: IntentDialog? { resultParts.dialog }
  /// The intent the result opens next, if any.
  public var opensIntent: OpensAppIntent? { resultParts.opensIntent as? OpensAppIntent }
}

/// A result type that says which value type it returns.
///
/// SiriSim runtime support: the runtime checks a chain of intents (`--then … @result`) against
/// it before anything runs.
package protocol _ReturnedValueDeclaring {
  /// The type of the value the result returns; nil when it returns none.
  static var _returnedValueType: Any.Type? { get }
}

extension IntentResultContainer: _ReturnedValueDeclaring {
  package static var _returnedValueType: Any.Type? { Value.self == Never.self ? nil : Value.self }
}

extension AppIntent {
  /// The type of the value `perform()` returns, when its result type says (SiriSim runtime
  /// support).
  package static var _returnedValueType: Any.Type? {
    (PerformResult.self as? any _ReturnedValueDeclaring.Type)?._returnedValueType
  }
}

extension IntentResult {
  /// A result with nothing in it.
  public static func result() -> Self where Self == IntentResultContainer<Never, Never> {
    .init(IntentResultParts())
  }

  /// A result with a dialog.
  public static func result(dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, Never> {
    .init(IntentResultParts(dialog: dialog))
  }

  /// A result with a dialog and a snippet.
  public static func result<Content: View>(dialog: IntentDialog, view: Content) -> Self
  where Self == IntentResultContainer<Never, Never> {
    .init(IntentResultParts(dialog: dialog, snippet: OpenAppIntents.Snippet(view)))
  }

  /// A result that shows a snippet and says nothing.
  public static func result<Content: View>(view: Content) -> Self
  where Self == IntentResultContainer<Never, Never> {
    .init(IntentResultParts(snippet: OpenAppIntents.Snippet(view)))
  }

  /// A result with a snippet built in a closure.
  public static func result<Content: View>(
    dialog: IntentDialog? = nil, @ViewBuilder content: () -> Content
  ) -> Self where Self == IntentResultContainer<Never, Never> {
    .init(IntentResultParts(dialog: dialog, snippet: OpenAppIntents.Snippet(content())))
  }

  /// A result that returns a value.
  public static func result<V: Sendable>(value: V) -> Self
  where Self == IntentResultContainer<V, Never> {
    .init(IntentResultParts(value: value))
  }

  /// A result that returns a value, with a dialog and optionally a snippet.
  public static func result<V: Sendable, Content: View>(
    value: V, dialog: IntentDialog, view: Content = EmptyView()
  ) -> Self where Self == IntentResultContainer<V, Never> {
    .init(IntentResultParts(value: value, dialog: dialog, snippet: OpenAppIntents.Snippet(view)))
  }

  /// A result that returns a value and shows a snippet, saying nothing.
  public static func result<V: Sendable, Content: View>(value: V, view: Content) -> Self
  where Self == IntentResultContainer<V, Never> {
    .init(IntentResultParts(value: value, snippet: OpenAppIntents.Snippet(view)))
  }

  /// A result that returns a value, with a snippet built in a closure.
  public static func result<V: Sendable, Content: View>(
    value: V, dialog: IntentDialog? = nil, @ViewBuilder content: () -> Content
  ) -> Self where Self == IntentResultContainer<V, Never> {
    .init(
      IntentResultParts(value: value, dialog: dialog, snippet: OpenAppIntents.Snippet(content())))
  }

  /// A result that runs another intent next.
  public static func result<I: AppIntent>(opensIntent: I, dialog: IntentDialog? = nil) -> Self
  where Self == IntentResultContainer<Never, I> {
    .init(IntentResultParts(dialog: dialog, opensIntent: opensIntent))
  }

  /// A result that sets the intent the Action button runs next, such as `EndTrailActivity()`.
  public static func result<I: AppIntent>(actionButtonIntent: I) -> Self
  where Self == IntentResultContainer<Never, Never> {
    .init(IntentResultParts(actionButtonIntent: actionButtonIntent))
  }

  /// A result with a dialog that sets the intent the Action button runs next.
  public static func result<I: AppIntent>(actionButtonIntent: I, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, Never> {
    .init(IntentResultParts(dialog: dialog, actionButtonIntent: actionButtonIntent))
  }

  /// A result that returns a value and sets the intent the Action button runs next.
  public static func result<V: Sendable, I: AppIntent>(value: V, actionButtonIntent: I) -> Self
  where Self == IntentResultContainer<V, Never> {
    .init(IntentResultParts(value: value, actionButtonIntent: actionButtonIntent))
  }

  /// A result that returns a value, with a dialog, and sets the intent the Action button runs
  /// next.
  public static func result<V: Sendable, I: AppIntent>(
    value: V, actionButtonIntent: I, dialog: IntentDialog
  ) -> Self where Self == IntentResultContainer<V, Never> {
    .init(IntentResultParts(value: value, dialog: dialog, actionButtonIntent: actionButtonIntent))
  }

  /// A result that returns a value and runs another intent next.
  public static func result<V: Sendable, I: AppIntent, Content: View>(
    value: V, opensIntent: I, dialog: IntentDialog? = nil, view: Content = EmptyView()
  ) -> Self where Self == IntentResultContainer<V, I> {
    .init(
      IntentResultParts(
        value: value, dialog: dialog, snippet: OpenAppIntents.Snippet(view),
        opensIntent: opensIntent))
  }
}

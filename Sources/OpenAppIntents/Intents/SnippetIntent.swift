/// An intent whose `perform()` draws a snippet (iOS 26): the system runs it to show the
/// snippet, and again after each of the snippet's buttons runs its intent, so the snippet always
/// shows the app's current state. Its `perform()` must only read, never change, that state.
///
/// Show one with `.result(snippetIntent:)` or `requestConfirmation(actionName:snippetIntent:)`.
public protocol SnippetIntent: AppIntent {}

extension SnippetIntent {
  /// Asks the system to draw this intent's snippet again. SiriSim draws a snippet again after
  /// every button pressed in it, which is where an app's state changes; there is nothing more
  /// to do here.
  public static func reload() {}

  /// A snippet intent is not offered in Shortcuts.
  public static var isDiscoverable: Bool { false }
}

/// A result that shows a snippet drawn by a ``SnippetIntent``.
public protocol ShowsSnippetIntent: IntentResult {}

extension IntentResultContainer: ShowsSnippetIntent {}

extension IntentResult {
  /// A result whose snippet a snippet intent draws.
  public static func result<S: SnippetIntent>(snippetIntent: S) -> Self
  where Self == IntentResultContainer<Never, Never> {
    .init(IntentResultParts(snippetIntent: snippetIntent))
  }

  /// A result with a dialog, whose snippet a snippet intent draws.
  public static func result<S: SnippetIntent>(dialog: IntentDialog, snippetIntent: S) -> Self
  where Self == IntentResultContainer<Never, Never> {
    .init(IntentResultParts(dialog: dialog, snippetIntent: snippetIntent))
  }

  /// A result that returns a value, whose snippet a snippet intent draws.
  public static func result<V: Sendable, S: SnippetIntent>(
    value: V, dialog: IntentDialog? = nil, snippetIntent: S
  ) -> Self where Self == IntentResultContainer<V, Never> {
    .init(IntentResultParts(value: value, dialog: dialog, snippetIntent: snippetIntent))
  }

  /// A result with a dialog, whose snippet a snippet intent draws, that opens the app with
  /// another intent.
  public static func result<I: AppIntent, S: SnippetIntent>(
    opensIntent: I, dialog: IntentDialog, snippetIntent: S
  ) -> Self where Self == IntentResultContainer<Never, I> {
    .init(
      IntentResultParts(dialog: dialog, opensIntent: opensIntent, snippetIntent: snippetIntent))
  }

  /// A result that returns a value, with a dialog and the snippet a snippet intent draws, and
  /// opens the app with another intent.
  public static func result<V: Sendable, I: AppIntent, S: SnippetIntent>(
    value: V, opensIntent: I, dialog: IntentDialog, snippetIntent: S
  ) -> Self where Self == IntentResultContainer<V, I> {
    .init(
      IntentResultParts(
        value: value, dialog: dialog, opensIntent: opensIntent, snippetIntent: snippetIntent))
  }
}

extension AppIntent {
  /// Asks the person to confirm, with the snippet a snippet intent draws; the snippet's buttons
  /// work while it is shown (each draws it again). Throws `CancellationError` if they cancel.
  ///
  /// `dialog` is what Siri asks, shown above the snippet unless `showDialogAsPrompt` is false.
  public func requestConfirmation<S: SnippetIntent>(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true, snippetIntent: S
  ) async throws {
    let conversation = try IntentExecution.conversation()
    guard
      try await conversation.requestConfirmation(
        ConfirmationRequest(
          kind: .action, dialog: dialog, actionName: actionName, showPrompt: showDialogAsPrompt,
          snippetIntent: snippetIntent))
    else { throw CancellationError() }
  }
}

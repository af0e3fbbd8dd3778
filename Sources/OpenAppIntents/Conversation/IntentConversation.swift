/// The runtime's side of a conversation: what `requestValue`, `requestDisambiguation` and
/// `requestConfirmation` ask of the person.
///
/// SiriSim runtime support, not part of Apple's API. The conversation runtime installs one with
/// ``IntentExecution/$current`` for every intent it runs; the request methods of
/// `IntentParameter` and `AppIntent` reach it through that task-local value. A conversation
/// throws `CancellationError` when the person cancels.
package protocol IntentConversation: Sendable {
  /// Asks the person for a parameter's value and returns it, of the parameter's value type.
  func requestValue(for parameter: ParameterDescriptor, dialog: IntentDialog?) async throws
    -> any Sendable
  /// Asks the person to pick one of several values and returns the choice.
  func requestDisambiguation(
    for parameter: ParameterDescriptor, among choices: [IntentValueChoice], dialog: IntentDialog?
  ) async throws -> IntentValueChoice
  /// Asks the person to confirm; returns `false` when they decline.
  func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool
  /// Asks the person to choose one of an intent's options (`requestChoice`); returns its index.
  func requestChoice(_ request: ChoiceRequest) async throws -> Int
  /// Offers to continue in the app (asking first when `confirm`); on yes, brings the app to
  /// the foreground, runs the continuation there and lets the person act in the app (log
  /// in…). Returns `false` when they decline.
  func continueInForeground(
    dialog: IntentDialog?, confirm: Bool,
    continuation: (@MainActor @Sendable () async throws -> Void)?
  ) async throws -> Bool
  /// Where the intent runs now (`systemContext.currentMode`).
  var currentMode: IntentModes.Current { get }
  /// Whether the person only hears the conversation (`systemContext.isVoiceOnly`).
  var isVoiceOnly: Bool { get }
}

extension IntentConversation {
  /// By default the app cannot come to the foreground: the offer is declined.
  package func continueInForeground(
    dialog: IntentDialog?, confirm: Bool,
    continuation: (@MainActor @Sendable () async throws -> Void)?
  ) async throws -> Bool {
    false
  }

  /// By default an intent runs in the background.
  package var currentMode: IntentModes.Current { .background }

  /// By default answers are shown as well as spoken.
  package var isVoiceOnly: Bool { false }
}

/// What a confirmation asks about.
package struct ConfirmationRequest: Sendable {
  /// Which of the three confirmation forms this is.
  package typealias Kind = ConfirmationKind

  /// Which form this is.
  package var kind: Kind
  /// The parameter whose value is confirmed, for `.parameterValue`.
  package var parameter: ParameterDescriptor?
  /// The value being confirmed, for `.parameterValue`.
  package var value: IntentValueChoice?
  /// What Siri says.
  package var dialog: IntentDialog?
  /// The snippet shown with the question, such as an order preview.
  package var snippet: Snippet?
  /// The name of the confirming button, such as "Order".
  package var actionName: ConfirmationActionName
  /// Whether Siri asks the question aloud as well as showing it.
  package var showPrompt: Bool
  /// The snippet intent that draws the snippet, whose buttons work while it is shown.
  package var snippetIntent: (any SnippetIntent)?

  /// Creates a request.
  package init(
    kind: Kind, parameter: ParameterDescriptor? = nil, value: IntentValueChoice? = nil,
    dialog: IntentDialog? = nil, snippet: Snippet? = nil,
    actionName: ConfirmationActionName = .continue, showPrompt: Bool = true,
    snippetIntent: (any SnippetIntent)? = nil
  ) {
    self.snippetIntent = snippetIntent
    self.kind = kind
    self.parameter = parameter
    self.value = value
    self.dialog = dialog
    self.snippet = snippet
    self.actionName = actionName
    self.showPrompt = showPrompt
  }
}

/// Where an intent runs: its conversation and its app's dependencies.
///
/// SiriSim runtime support. The runtime binds it for each run, so nothing here is global state.
package struct IntentExecution: Sendable {
  /// The conversation the intent's requests go to.
  package var conversation: any IntentConversation
  /// The app's dependencies, read by `@Dependency`.
  package var dependencies: AppDependencies
  /// Called by `updateAppShortcutParameters()`.
  package var updateAppShortcutParameters: @Sendable () -> Void
  /// Where `IntentDonationManager.shared` sends donations; `nil` when nothing remembers them.
  package var donations: (any IntentDonationSink)?
  /// The app's undo manager, for ``UndoableIntent/undoManager``.
  package var undoManager: UndoManager?

  /// Creates an execution context.
  package init(
    conversation: any IntentConversation, dependencies: AppDependencies,
    updateAppShortcutParameters: @escaping @Sendable () -> Void = {},
    donations: (any IntentDonationSink)? = nil, undoManager: UndoManager? = nil
  ) {
    self.conversation = conversation
    self.dependencies = dependencies
    self.updateAppShortcutParameters = updateAppShortcutParameters
    self.donations = donations
    self.undoManager = undoManager
  }

  /// The context of the intent running in this task, if any.
  @TaskLocal package static var current: IntentExecution?

  static func conversation() throws(IntentRequestError) -> any IntentConversation {
    guard let current else { throw IntentRequestError.noConversation }
    return current.conversation
  }
}

/// A request an intent made that cannot be carried out.
@_spi(SiriSim) public struct IntentRequestError: Error, Sendable, Equatable, CustomStringConvertible
{
  /// What went wrong, in words a person understands.
  public var message: String

  /// Creates an error.
  public init(message: String) { self.message = message }

  /// The intent asked the person something while no conversation was running it.
  static let noConversation = IntentRequestError(
    message: "The intent asked a question, but it is not running in a conversation.")

  public var description: String { message }
}

/// One thing an app can do for Siri and Shortcuts: its metadata, parameters and `perform()`.
public protocol AppIntent: PersistentlyIdentifiable, Sendable {
  /// The intent's name, such as "Order Soup".
  static var title: LocalizedStringResource { get }
  /// What the intent does; `nil` by default.
  ///
  /// Optional, as Apple's requirement is. An intent that declares its description as a plain
  /// `IntentDescription` (as most apps do) compiles at any access level, but only one declared as
  /// `IntentDescription?` is the requirement's witness and is seen at run time.
  static var description: IntentDescription? { get }
  /// Whether running the intent brings the app to the foreground.
  static var openAppWhenRun: Bool { get }
  /// Whether the intent is shown in Shortcuts and Spotlight.
  static var isDiscoverable: Bool { get }
  /// Where the intent's action may run: background, foreground, or both (iOS 26).
  static var supportedModes: IntentModes { get }
  /// Whether the intent may run while the device is locked; `.alwaysAllowed` by default.
  static var authenticationPolicy: IntentAuthenticationPolicy { get }

  /// The sentence that shows the intent's parameters in Shortcuts.
  associatedtype SummaryContent: ParameterSummary = EmptyParameterSummary<Self>
  /// The sentence that shows the intent's parameters in Shortcuts.
  @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }

  /// What `perform()` returns.
  associatedtype PerformResult: IntentResult
  /// Does the work and returns the result.
  func perform() async throws -> PerformResult

  /// Creates the intent with every parameter empty.
  init()
}

extension AppIntent {
  /// By default an intent has no description.
  public static var description: IntentDescription? { nil }
  /// By default an intent runs without opening the app.
  public static var openAppWhenRun: Bool { false }
  /// By default an intent is discoverable.
  public static var isDiscoverable: Bool { true }
  /// By default, the foreground when the intent says `openAppWhenRun`, else the background.
  public static var supportedModes: IntentModes {
    IntentModes.legacy(openAppWhenRun: openAppWhenRun)
  }
  /// The intent's stable identifier: its type's name, as in `AppShortcut` metadata.
  public static var persistentIdentifier: String { String(describing: Self.self) }
}

extension AppIntent where SummaryContent == EmptyParameterSummary<Self> {
  /// By default an intent has no parameter summary.
  public static var parameterSummary: EmptyParameterSummary<Self> { EmptyParameterSummary() }
}

/// An intent that replaces a SiriKit custom intent, so old shortcuts and donations run it.
public protocol CustomIntentMigratedAppIntent: AppIntent {
  /// The SiriKit class this intent replaces, such as "OrderSoupIntent".
  static var intentClassName: String { get }
}

extension AppIntent {
  /// Asks the person to confirm before the intent goes on; throws `CancellationError` if they
  /// cancel.
  public func requestConfirmation() async throws {
    try await confirm(ConfirmationRequest(kind: .action))
  }

  /// Shows a result preview, such as an order's total, and asks the person to confirm it.
  ///
  /// Throws `CancellationError` if the person cancels.
  public func requestConfirmation<Result: IntentResult>(
    result: Result, confirmationActionName: ConfirmationActionName = .continue,
    showPrompt: Bool = true
  ) async throws {
    let parts = result.resultParts
    try await confirm(
      ConfirmationRequest(
        kind: .result, dialog: parts.dialog, snippet: parts.snippet,
        actionName: confirmationActionName, showPrompt: showPrompt))
  }

  /// Asks the person to confirm an action named by its button, such as "Buy".
  ///
  /// Throws `CancellationError` if the person cancels.
  public func requestConfirmation(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog
  ) async throws {
    try await confirm(ConfirmationRequest(kind: .action, dialog: dialog, actionName: actionName))
  }

  /// Asks the person to confirm an action, with a snippet.
  public func requestConfirmation<Content: View>(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true,
    @ViewBuilder content: () -> Content
  ) async throws {
    try await confirm(
      ConfirmationRequest(
        kind: .action, dialog: dialog, snippet: Snippet(content()), actionName: actionName,
        showPrompt: showDialogAsPrompt))
  }

  private func confirm(_ request: ConfirmationRequest) async throws {
    let conversation = try IntentExecution.conversation()
    guard try await conversation.requestConfirmation(request) else {
      throw CancellationError()
    }
  }
}

/// When Siri must ask for confirmation even if the intent would not.
public struct ConfirmationConditions: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
}

/// The name of the button that confirms, such as "Order" or "Buy".
public struct ConfirmationActionName: Sendable, Hashable {
  /// The button's title.
  public let title: String
  /// The declining button's title, when the app names it (`.custom(…denyLabel:…)`).
  @_spi(SiriSim) public var declineTitle: String? = nil
  /// Other words that confirm, such as "remove" for "Delete".
  @_spi(SiriSim) public var acceptAlternatives: [String] = []
  /// Other words that decline.
  @_spi(SiriSim) public var denyAlternatives: [String] = []
  /// Whether confirming deletes or changes data, so the button is marked as such.
  @_spi(SiriSim) public var isDestructive = false

  init(title: String) { self.title = title }

  /// "Add".
  public static let add = ConfirmationActionName(title: "Add")
  /// "Book".
  public static let book = ConfirmationActionName(title: "Book")
  /// "Buy".
  public static let buy = ConfirmationActionName(title: "Buy")
  /// "Call".
  public static let call = ConfirmationActionName(title: "Call")
  /// "Check In".
  public static let checkIn = ConfirmationActionName(title: "Check In")
  /// "Continue", the default.
  public static let `continue` = ConfirmationActionName(title: "Continue")
  /// "Do It".
  public static let `do` = ConfirmationActionName(title: "Do It")
  /// "Go".
  public static let go = ConfirmationActionName(title: "Go")
  /// "Log".
  public static let log = ConfirmationActionName(title: "Log")
  /// "Open".
  public static let open = ConfirmationActionName(title: "Open")
  /// "Order".
  public static let order = ConfirmationActionName(title: "Order")
  /// "Pay".
  public static let pay = ConfirmationActionName(title: "Pay")
  /// "Post".
  public static let post = ConfirmationActionName(title: "Post")
  /// "Request".
  public static let request = ConfirmationActionName(title: "Request")
  /// "Run".
  public static let run = ConfirmationActionName(title: "Run")
  /// "Search".
  public static let search = ConfirmationActionName(title: "Search")
  /// "Send".
  public static let send = ConfirmationActionName(title: "Send")
  /// "Set".
  public static let set = ConfirmationActionName(title: "Set")
  /// "Start".
  public static let start = ConfirmationActionName(title: "Start")
  /// "Turn On/Off".
  public static let toggle = ConfirmationActionName(title: "Toggle")
}

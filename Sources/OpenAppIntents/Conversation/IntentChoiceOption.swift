/// An entry in a list of options a person chooses from before an intent goes on, as
/// `requestChoice(between:dialog:)` offers them.
///
/// ```swift
/// let delete = IntentChoiceOption(title: "Delete All", style: .destructive)
/// let choice = try await requestChoice(between: [delete, .cancel], dialog: "Delete 12 photos?")
/// ```
public struct IntentChoiceOption: Sendable, Equatable {
  /// The visual style and meaning of an option.
  public struct Style: Sendable, Hashable {
    @_spi(SiriSim) public enum Kind: String, Sendable, Hashable {
      case `default`, destructive, cancel
    }

    /// What the style means, for the front ends.
    @_spi(SiriSim) public let kind: Kind

    /// The default style.
    public static var `default`: Style { Style(kind: .default) }
    /// An option that might change or delete data.
    public static var destructive: Style { Style(kind: .destructive) }
    /// An option that cancels the operation and leaves things unchanged.
    public static var cancel: Style { Style(kind: .cancel) }
  }

  /// The text shown for the option.
  public let title: LocalizedStringResource
  /// The style the option is shown with.
  public let style: Style
  /// Tells options apart: two options with the same title are still two options.
  private let identity: Identity

  private enum Identity: Sendable, Equatable {
    case made(UInt64)
    case systemCancel
  }

  /// Creates an option.
  public init(title: LocalizedStringResource, style: Style = .default) {
    self.title = title
    self.style = style
    identity = .made(UInt64.random(in: 0...UInt64.max))
  }

  private init(systemCancelTitled title: LocalizedStringResource) {
    self.title = title
    style = .cancel
    identity = .systemCancel
  }

  /// The system's cancel option: choosing it makes `requestChoice` throw a cancellation error.
  public static var cancel: IntentChoiceOption { IntentChoiceOption(systemCancelTitled: "Cancel") }

  /// Whether this is the system's cancel option.
  var isSystemCancel: Bool { identity == .systemCancel }
}

extension AppIntent {
  /// A choice option, within an intent: `Option(title: "Delete", style: .destructive)`.
  public typealias Option = IntentChoiceOption

  /// Pauses the intent and asks the person to choose one of `options`; returns the one chosen.
  ///
  /// The options are shown in order, except the system's ``IntentChoiceOption/cancel``, which
  /// goes last; choosing it, or cancelling, throws `CancellationError`.
  public func requestChoice(between options: [IntentChoiceOption], dialog: IntentDialog? = nil)
    async throws -> IntentChoiceOption
  {
    try await choose(among: options, dialog: dialog, snippet: nil)
  }

  /// Asks the person to choose one of `options`, showing `view` with the question.
  public func requestChoice<Content: View>(
    between options: [IntentChoiceOption], dialog: IntentDialog? = nil, view: Content
  ) async throws -> IntentChoiceOption {
    try await choose(among: options, dialog: dialog, snippet: Snippet(view))
  }

  /// Asks the person to choose one of `options`, showing `content` with the question.
  public func requestChoice<Content: View>(
    between options: [IntentChoiceOption], dialog: IntentDialog? = nil,
    @ViewBuilder content: () -> Content
  ) async throws -> IntentChoiceOption {
    try await choose(among: options, dialog: dialog, snippet: Snippet(content()))
  }

  private func choose(
    among options: [IntentChoiceOption], dialog: IntentDialog?, snippet: Snippet?
  ) async throws -> IntentChoiceOption {
    // The platform's convention: the system's cancel option comes last.
    let shown = options.filter { !$0.isSystemCancel } + options.filter(\.isSystemCancel)
    guard !shown.isEmpty else {
      throw IntentRequestError(message: "The intent asked to choose among no options.")
    }
    let conversation = try IntentExecution.conversation()
    let index = try await conversation.requestChoice(
      ChoiceRequest(
        options: shown.map { ($0.title.defaultValue, $0.style.kind) }, dialog: dialog,
        snippet: snippet))
    guard shown.indices.contains(index) else {
      throw IntentRequestError(message: "The choice made is not one of the options.")
    }
    if shown[index].isSystemCancel { throw CancellationError() }
    return shown[index]
  }
}

/// What `requestChoice` asks: the options in the order shown, the question, a snippet.
package struct ChoiceRequest: Sendable {
  /// Each option's title and style, in the order shown.
  package var options: [(title: String, style: IntentChoiceOption.Style.Kind)]
  /// What Siri says.
  package var dialog: IntentDialog?
  /// A view shown with the question.
  package var snippet: Snippet?
}

import Foundation

/// Where an intent's action may run: in the background (Siri answers, the app stays closed) or
/// with the app in the foreground, and when it comes there.
///
/// Set as an intent's ``AppIntent/supportedModes``, such as
/// `[.background, .foreground(.dynamic)]`. Replaces `openAppWhenRun` and
/// `ForegroundContinuableIntent`.
public struct IntentModes: OptionSet, Sendable, Hashable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The action runs entirely in the background.
  public static let background = IntentModes(rawValue: 1 << 0)

  /// The action runs in the foreground: the app opens before it runs (``ForegroundMode/immediate``).
  public static var foreground: IntentModes { .foreground(.immediate) }

  /// The action runs in the foreground, brought there as `foregroundMode` says.
  public static func foreground(_ foregroundMode: ForegroundMode) -> IntentModes {
    IntentModes(rawValue: foregroundMode.bit)
  }

  /// When the system brings the app to the foreground.
  public struct ForegroundMode: Sendable, Hashable {
    let bit: Int

    /// The app opens as soon as the intent's parameters are resolved, before `perform()`.
    public static let immediate = ForegroundMode(bit: 1 << 1)
    /// The app starts in the background and opens only if the intent asks
    /// (`continueInForeground`) and the context allows it.
    public static let dynamic = ForegroundMode(bit: 1 << 2)
    /// The app opens while the action runs, when the intent asks, or at the latest when
    /// `perform()` ends.
    public static let deferred = ForegroundMode(bit: 1 << 3)
  }

  /// Where a running intent is now, read from ``IntentSystemContext/currentMode``.
  ///
  /// Compare it with ``background`` or ``foreground(_:)``; ``canContinueInForeground`` says
  /// whether a background run may move to the app.
  public struct Current: Sendable, Hashable {
    /// The foreground mode the app came forward in; `nil` while in the background.
    let foregroundMode: ForegroundMode?
    /// Whether running in the foreground is possible from here.
    public let canContinueInForeground: Bool

    package init(foregroundMode: ForegroundMode?, canContinueInForeground: Bool) {
      self.foregroundMode = foregroundMode
      self.canContinueInForeground = canContinueInForeground
    }

    /// Running in the background.
    public static let background = Current(foregroundMode: nil, canContinueInForeground: false)

    /// Running in the foreground, brought there in `mode`.
    public static func foreground(_ mode: ForegroundMode) -> Current {
      Current(foregroundMode: mode, canContinueInForeground: false)
    }

    /// Whether the app is in the foreground.
    public var isForeground: Bool { foregroundMode != nil }

    /// Equal when both are in the background, or in the foreground in the same mode.
    public static func == (lhs: Current, rhs: Current) -> Bool {
      lhs.foregroundMode == rhs.foregroundMode
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(foregroundMode) }
  }
}

/// What the system tells a running intent about where it runs.
public struct IntentSystemContext: Sendable {
  /// Whether the intent runs in the background or the foreground now.
  public var currentMode: IntentModes.Current
  /// Whether the person only hears the intent: no snippet or screen is shown (SiriSim's
  /// voice-only mode, as with headphones or CarPlay).
  public var isVoiceOnly: Bool
  /// When the person started the intent with the Action button (Apple Watch Ultra); SiriSim has
  /// no Action button, so this is always `nil`.
  public var preciseTimestamp: Date? { nil }

  package init(currentMode: IntentModes.Current, isVoiceOnly: Bool = false) {
    self.currentMode = currentMode
    self.isVoiceOnly = isVoiceOnly
  }
}

extension IntentModes {
  /// The modes an intent that only says `openAppWhenRun` has.
  static func legacy(openAppWhenRun: Bool) -> IntentModes {
    openAppWhenRun ? .foreground : .background
  }

  /// Whether the app opens before `perform()`: foreground only, right away.
  package var opensAppBeforePerform: Bool {
    contains(.foreground(.immediate)) && !contains(.background)
      && !contains(.foreground(.dynamic)) && !contains(.foreground(.deferred))
  }

  /// Whether the app opens when `perform()` ends if the intent did not bring it forward.
  package var opensAppAfterPerform: Bool { contains(.foreground(.deferred)) }

  /// Whether a background run may ask to continue in the app.
  package var mayContinueInForeground: Bool {
    contains(.foreground(.dynamic)) || contains(.foreground(.deferred))
  }
}

extension AppIntent {
  /// Where the running intent is now: background or foreground, and whether it may move to the
  /// app. Outside a run it is the background.
  public var systemContext: IntentSystemContext {
    let conversation = IntentExecution.current?.conversation
    return IntentSystemContext(
      currentMode: conversation?.currentMode ?? .background,
      isVoiceOnly: conversation?.isVoiceOnly ?? false)
  }

  /// Brings the app to the foreground and goes on there; with `alwaysConfirm`, Siri asks
  /// first ("Continue in …?"). Throws `CancellationError` when the person declines, and an
  /// error when the app can't come forward here (voice only, or the intent's
  /// ``supportedModes`` have no dynamic or deferred foreground).
  public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true)
    async throws
  {
    let conversation = try IntentExecution.conversation()
    guard conversation.currentMode.canContinueInForeground else {
      if conversation.currentMode.isForeground { return }
      throw IntentRequestError.cannotContinueInForeground
    }
    guard
      try await conversation.continueInForeground(
        dialog: dialog, confirm: alwaysConfirm, continuation: nil)
    else { throw CancellationError() }
  }

  /// An error that stops the intent and continues it in the app, as
  /// ``continueInForeground(_:alwaysConfirm:)`` does; `perform()` runs again in the
  /// foreground.
  public func needsToContinueInForegroundError(
    _ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true
  ) -> AppIntentError {
    AppIntentError.continueInForeground(
      dialog: dialog, confirm: alwaysConfirm, continuation: nil)
  }
}

extension IntentRequestError {
  static let cannotContinueInForeground = IntentRequestError(
    message: "The app can't open here: this request is running in the background only.")
}

import ConversationRuntime

extension Conversation {
  /// Whether the simulated device is locked, as `:lock` and `:unlock` set it: an intent whose
  /// `authenticationPolicy` requires authentication then asks to unlock first ("You'll need to
  /// unlock your iPhone first."), which `answer("unlock")` or `confirm()` does.
  public var isDeviceLocked: Bool {
    get { runtime.isDeviceLocked }
    set { runtime.isDeviceLocked = newValue }
  }
}

extension ConversationRuntime {
  /// Whether the simulated device is locked: an intent whose `authenticationPolicy` requires
  /// authentication then asks the person to unlock first (`--locked`, `:lock`, `:unlock`).
  package var isDeviceLocked: Bool {
    get { state.withLock { $0.isDeviceLocked } }
    set { state.withLock { $0.isDeviceLocked = newValue } }
  }

  /// The lock as a runner sees it: read when an intent starts, opened by the person's answer.
  var deviceLock: DeviceLock {
    DeviceLock(
      isLocked: { [weak self] in self?.isDeviceLocked ?? false },
      unlock: { [weak self] in self?.isDeviceLocked = false })
  }
}

/// The simulated device's lock, seen by one intent's run.
struct DeviceLock: Sendable {
  /// Whether the device is locked now.
  let isLocked: @Sendable () -> Bool
  /// Unlocks the device, after the person agreed to.
  let unlock: @Sendable () -> Void
}

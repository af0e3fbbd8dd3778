/// The authentication policies an app intent can ask for when it runs.
///
/// SiriSim models a locked device (`--locked`, `:lock`, `:unlock`): an intent whose policy
/// requires authentication asks the person to unlock first, and runs after they do.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
  /// The intent runs at any time, including when the device is locked.
  case alwaysAllowed
  /// The intent runs only once the person has authenticated on one of their devices.
  case requiresAuthentication
  /// The intent runs only once the person has unlocked the device that runs it.
  case requiresLocalDeviceAuthentication

  /// Whether the intent may not run while the device is locked.
  package var requiresUnlock: Bool { self != .alwaysAllowed }
}

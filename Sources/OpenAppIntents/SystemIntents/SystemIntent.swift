/// An intent the system runs on the app's behalf for a feature of its own, such as a Live
/// Activity or audio playback; the base of those system intent protocols.
public protocol SystemIntent: AppIntent {}

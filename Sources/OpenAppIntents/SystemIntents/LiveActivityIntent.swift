/// An intent that starts, pauses or otherwise changes a Live Activity when it runs, without
/// opening the app.
///
/// A terminal has no Lock Screen, so SiriSim runs it as any intent: what `perform()` says and
/// returns is shown.
public protocol LiveActivityIntent: SystemIntent {}

/// An intent that starts, pauses or otherwise changes a Live Activity: Apple's older name for
/// ``LiveActivityIntent``, deprecated there and kept (without a deprecation warning, so that
/// SiriSim builds clean) so that apps that still adopt it build.
///
/// SiriSim has no Live Activities: it runs the intent as any other and shows what it says.
public protocol LiveActivityStartingIntent: SystemIntent {}

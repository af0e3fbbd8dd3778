/// An intent that plays, pauses or otherwise changes audio playback: Apple's older name for
/// ``AudioPlaybackIntent``, deprecated there and kept (without a deprecation warning, so that
/// SiriSim builds clean) so that apps that still adopt it build.
///
/// SiriSim plays no audio: it runs the intent as any other and shows what it says.
public protocol AudioStartingIntent: SystemIntent {}

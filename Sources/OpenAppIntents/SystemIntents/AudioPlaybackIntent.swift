/// An intent that plays, pauses or otherwise changes audio playback, which the system may run
/// in the background.
///
/// SiriSim plays no audio: it runs the intent as any other and shows what it says.
public protocol AudioPlaybackIntent: SystemIntent {}

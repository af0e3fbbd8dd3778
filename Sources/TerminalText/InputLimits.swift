/// The caps that keep memory and time bounded whatever a person or a file feeds SiriSim.
///
/// The README's "Limits and safety" section lists them.
public enum InputLimits {
  /// The longest line read from standard input or typed into the terminal UI, in UTF-8 bytes
  /// (64 KiB). The rest of a longer line is dropped with a notice.
  public static let maxLineBytes = 65_536

  /// How many lines of transcript the terminal UI keeps for display and prints when it closes.
  public static let maxTranscriptLines = 10_000
}

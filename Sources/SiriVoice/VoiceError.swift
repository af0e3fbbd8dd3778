/// Why Siri can't speak, said so that a person can act on it; the conversation goes on
/// silently.
public struct VoiceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The message, one line.
  public let description: String

  /// Creates an error with its message.
  public init(_ description: String) {
    self.description = description
  }

  /// eSpeak NG isn't installed.
  static let missingSpeaker = VoiceError(
    "--speak needs eSpeak NG, which isn't installed (apt-get install espeak-ng): going on silently."
  )
}

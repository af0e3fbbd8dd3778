// A set of values as a parameter's type (`Set<PlaybackAttributes>`, the audio domain's
// playback attributes). SiriSim does not ask for a set in a conversation yet: the app sets it.
extension Set: _IntentValue where Element: _IntentValue {
  public static var _valueKind: IntentValueKind {
    .unsupported(typeName: "Set<\(Element.self)>")
  }
}

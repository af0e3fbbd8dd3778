import ConversationRuntime

/// An utterance → ranked matches and interpretations over the bundled apps.
enum MatcherFuzzing {
  static func run(_ bytes: [UInt8]) async {
    let utterance = FuzzTarget.text(bytes)
    let runtime = await BundledRuntime.shared.runtime
    _ = runtime.matches(for: utterance)
    _ = await runtime.interpret(utterance, limit: 3)
  }
}

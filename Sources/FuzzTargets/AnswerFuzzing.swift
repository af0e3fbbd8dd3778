import ConversationRuntime
import ConversationSession
import OpenAppIntents
import PlainConversation

/// Typed answers: the number and ordinal readers on their own, plain mode's reading of a line
/// at each kind of prompt, and whole `sirisim run` conversations — Soup Chef's order, Trails'
/// suggestions (measurements, free-text places, the log-in continuation), conditions and
/// workouts, Book Library's AddBook (a catalog search, the author question) and BuyBook — where
/// the input gives a preset value and then answers every question Siri asks.
enum AnswerFuzzing {
  static let parameters: [(intent: String, parameter: String)] =
    ["soup", "quantity", "toppings", "orderType", "deliveryLocation", "storeLocation"].map {
      ("OrderSoup", $0)
    }
    + ["activity", "searchRadius", "location", "trailCollection"].map { ("SuggestTrails", $0) }
    + [("GetTrailInfo", "trail"), ("StartTrailActivity", "workoutStyle")]
    + ["title", "authorName", "recommendedBy"].map { ("AddBook", $0) }
    + [("BuyBook", "book"), ("BuyBook", "count"), ("OpenShelf", "shelf"), ("OpenBook", "book")]

  static func run(_ bytes: [UInt8]) async {
    let text = FuzzTarget.text(bytes)
    _ = NumberWords.parse(text)
    _ = NumberWords.ordinal(text)
    for prompt in SamplePrompts.all {
      _ = AnswerReading.reply(for: text, to: prompt)
    }
    // Line 1 is a preset for the parameter the first byte names; the rest answer in turn.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let (intent, name) = parameters[Int(bytes.first ?? 0) % parameters.count]
    let answers = Array(lines.dropFirst().prefix(6)) + [lines.first ?? ""]
    let runtime = await BundledRuntime.shared.runtime
    BundledRuntime.shared.bookLibrary.database.reset()
    let output = CapturedOutput()
    let frontEnd = PlainFrontEnd(
      input: ScriptedInput(answers), output: output, echoInput: true)
    await runtime.run(
      intentNamed: intent, parameters: [(name, lines.first ?? "")], with: frontEnd)
  }
}

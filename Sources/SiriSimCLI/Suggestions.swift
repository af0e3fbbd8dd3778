import ArgumentParser
import ConversationRuntime
import ConversationSession
import Foundation

/// `sirisim suggestions`: what Siri expects you to do next, from the donations in the store.
struct Suggestions: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "suggestions",
    abstract: "Rank likely next actions from the donations in the store (Siri Suggestions).",
    discussion: """
      Every intent SiriSim runs to completion is donated to the store, as Siri does; apps can \
      donate too (IntentDonationManager). Suggestions rank those by how often and how recently \
      each was done and whether it is usually done at this time of day or on this weekday, and \
      say why. --now ranks as at another time, so the ranking is repeatable. In the UI, the \
      idle tip shows the top suggestion and Enter runs it; :suggestions lists them anywhere.
      """)

  @OptionGroup var selection: AppSelection

  @Option(help: "Show at most this many suggestions.")
  var limit = 5

  @Flag(help: "Write one JSON object per suggestion, one per line.")
  var json = false

  func validate() throws {
    guard limit > 0 else { throw ValidationError("--limit wants a number above 0.") }
  }

  func run() async throws {
    let store = try selection.storeOption.openForReading()
    let runtime = await selection.makeRuntime(quiet: true, store: store)
    let suggestions: [SiriSuggestion]
    do {
      // Without --now, ranked at the present read after the store was opened: the command's
      // clock is its start to the whole second, and a donation made a moment before, in that
      // same second, must count (a script runs `converse`, then `suggestions`).
      suggestions = try runtime.suggestions(
        limit: limit, now: selection.now == nil ? Date() : nil)
    } catch {
      Console.error("\(error)")
      throw ExitCode.failure
    }
    if json {
      for suggestion in suggestions { try Console.printJSON(SuggestionJSON(suggestion)) }
      return
    }
    Console.print(
      lines: SuggestionReport.lines(suggestions) {
        SuggestionReport.shellCommand($0, executable: Registration.current.executable)
      })
  }
}

/// One suggestion as JSON.
struct SuggestionJSON: Encodable {
  let app: String
  let intent: String
  let title: String
  let parameters: [String: String]
  let reason: String
  /// A `PredictableIntent`'s prediction display, when it has one.
  let prediction: String?
  let count: Int
  let score: Double
  let last: String
  /// The words after `sirisim run` that do the same, quoted for a POSIX shell.
  let run: String

  init(_ suggestion: SiriSuggestion) {
    app = suggestion.app
    intent = suggestion.intent
    title = suggestion.intentTitle
    parameters = suggestion.parameters.valuesByName
    reason = suggestion.reason
    prediction = suggestion.prediction
    count = suggestion.count
    score = (suggestion.score * 1000).rounded() / 1000
    last = StoreDates.text(suggestion.lastDate)
    run = suggestion.invocation
  }
}

import ArgumentParser
import ConversationRuntime
import Foundation
import PlainConversation

/// `sirisim spotlight`: searches what the apps put in Spotlight, and opens a result.
struct Spotlight: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "spotlight",
    abstract: "Search what the apps indexed in Spotlight (IndexedEntity), and open a result.",
    discussion: """
      Apps index entities with CSSearchableIndex.default().indexAppEntities(…), from an \
      intent or when they launch (AppManifest.didLaunch); the index is a full-text index in \
      the store. Every word must match: a word matches the words it begins, and, when none \
      does, words a typo away. Results are ranked by bm25 (title first), then the priority \
      the app gave. --open N opens result N with the app's OpenIntent, as tapping it does; \
      in a conversation, :spotlight WORDS lists the results to pick from.
      """)

  @Argument(help: "The words to search for.")
  var words: [String]

  @Option(help: "Open result N (from 1) with its app's OpenIntent.")
  var open: Int?

  @OptionGroup var selection: AppSelection
  @OptionGroup var voice: VoiceOnlyOption

  @Flag(help: "Write one JSON object per result (or, with --open, one event per line).")
  var json = false

  func validate() throws {
    if voice.voiceOnly, open == nil {
      throw ValidationError("--voice-only is how --open's intent answers; add --open N.")
    }
    guard !query.isEmpty else { throw ValidationError("Say what to search for.") }
    if let open, open < 1 { throw ValidationError("--open wants a number from 1.") }
  }

  var query: String { words.joined(separator: " ").trimmingCharacters(in: .whitespaces) }

  func run() async throws {
    // A search only reads; opening a result runs its app, which may remember.
    let store =
      try open == nil ? selection.storeOption.openForReading() : selection.storeOption.open()
    let runtime = await selection.makeRuntime(
      quiet: true, store: store, voiceOnly: voice.voiceOnly)
    runtime.isDeviceLocked = voice.locked
    let hits: [SpotlightHit]
    do {
      hits = try runtime.spotlightResults(for: query)
    } catch {
      Console.error("\(error)")
      throw ExitCode.failure
    }
    if let open {
      guard hits.indices.contains(open - 1) else {
        Console.error("Spotlight found \(hits.count) for “\(query)”: there is no result \(open).")
        throw ExitCode.failure
      }
      let frontEnd = StandardFrontEnd.make(json: json)
      guard case .completed = await runtime.open(hits[open - 1], with: frontEnd) else {
        throw ExitCode.failure
      }
      return
    }
    if json {
      for (position, hit) in hits.enumerated() {
        try Console.printJSON(SpotlightJSON(hit, number: position + 1))
      }
      return
    }
    guard !hits.isEmpty else {
      Console.print(lines: ["Spotlight found nothing for “\(query)”."])
      throw ExitCode.failure
    }
    Console.print(
      lines: hits.enumerated().map { position, hit in
        "\(position + 1). "
          + [hit.title, hit.subtitle, hit.app].compactMap { $0 }.joined(separator: " — ")
      })
  }
}

/// One Spotlight result as JSON.
struct SpotlightJSON: Encodable {
  let number: Int
  let app: String
  let title: String
  let subtitle: String?
  let entityType: String?
  let entityIdentifier: String?

  init(_ hit: SpotlightHit, number: Int) {
    self.number = number
    app = hit.app
    title = hit.title
    subtitle = hit.subtitle
    entityType = hit.entityType
    entityIdentifier = hit.entityIdentifier
  }
}

import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

// An audio app written as Apple's audio-domain pages write one: schema macros with bare stored
// properties, an audio item that is a union of the app's entities, and a query that takes the
// app's own search input (MediaIntents' types are the app's here: Linux has no MediaIntents).

@AppEnum(schema: .audio.playbackAttributes)
enum TrackPlayback: String {
  case shuffle
  case `repeat`
  static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .shuffle: "Shuffle", .repeat: "Repeat",
  ]
}

@AppEnum(schema: .audio.queueInsertionLocation)
enum TrackQueueSpot: String {
  case next
  case tail
  static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .next: "Next", .tail: "Last",
  ]
}

@AppEntity(schema: .audio.song)
struct Track {
  static let defaultQuery = TrackQuery()
  let id: Int
  var title: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

  static func numbered(_ id: Int) -> Track {
    let track = Track(id: id)
    track.title = "Track \(id)"
    return track
  }
}

@AppEntity(schema: .audio.playlist)
struct Mixtape {
  static let defaultQuery = MixtapeQuery()
  let id: Int
  var title: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
}

/// What a person asked to hear, as the app's audio search gives it.
struct TrackSearch: Sendable {
  let words: String
}

struct TrackQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [Track] { identifiers.map(Track.numbered) }
}

extension TrackQuery: IntentValueQuery {
  func values(for input: TrackSearch) async throws -> [Track] {
    input.words.split(separator: " ").compactMap { Int($0) }.map(Track.numbered)
  }
}

struct MixtapeQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [Mixtape] { [] }
}

// A transient result, as apps write the warmup result: no query, no `AppEntity`.
@AppEntity(schema: .audio.warmupAudioQueueResult)
struct QueueWarmup: TransientAppEntity {
  var id = 0
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
  init() {}
}

@UnionValue
enum ListenableItem {
  case track(Track)
  case mixtape(Mixtape)
}

// No `AppIntent` written: the macro adds it.
@AppIntent(schema: .audio.playAudio)
struct PlayListenableIntent {
  var audioEntity: ListenableItem
  var playbackAttributes: Set<TrackPlayback>
  var queueLocation: TrackQueueSpot?

  func perform() async throws -> some IntentResult { .result() }
}

struct ListenShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: PlayListenableIntent(), phrases: ["Play music in \(.applicationName)"],
      shortTitle: "Play", systemImageName: "play")
  }
}

@Suite struct AudioSchemaTests {
  @Test func audioSchemaMacrosNameTheirSchemas() {
    #expect(PlayListenableIntent.__appSchemaIntent.identifier == "audio.playAudio")
    #expect(PlayListenableIntent.title.defaultValue == "Play Audio Item")
    #expect(Track.__appSchemaEntity.identifier == "audio.song")
    #expect(Track.typeDisplayRepresentation.name.defaultValue == "Song")
    #expect(Mixtape.__appSchemaEntity.identifier == "audio.playlist")
    #expect(TrackPlayback.__appSchemaEnum.identifier == "audio.playbackAttributes")
    #expect(
      TrackQueueSpot.typeDisplayRepresentation.name.defaultValue == "Queue Insertion Location")
  }

  @Test func playAudioIntentsPropertiesBecomeParameters() {
    let intent = PlayListenableIntent()
    intent.audioEntity = .track(.numbered(7))
    intent.playbackAttributes = [.shuffle]
    #expect(intent.$playbackAttributes.wrappedValue == [.shuffle])
    guard case .track(let track) = intent.$audioEntity.wrappedValue else {
      Issue.record("expected the track case")
      return
    }
    #expect(track.title == "Track 7")
    #expect(intent.queueLocation == nil)
  }

  @Test func audioQueryAnswersTheAppsOwnSearch() async throws {
    let found = try await TrackQuery().values(for: TrackSearch(words: "play 3 and 5"))
    #expect(found.map(\.id) == [3, 5])
  }

  @Test func audioSchemasListOnlyMembersTheirTypesCanBeCheckedBy() {
    let playAudio = AppSchema.Intent.audio.playAudio
    #expect(playAudio.parameters.allSatisfy { !$0.isRequired })
    #expect(AppSchema.Intent.audio.addToPlaylist.parameters.map(\.type) == ["audio.playlist"])
    #expect(QueueWarmup.__appSchemaEntity.identifier == "audio.warmupAudioQueueResult")
    #expect(!(QueueWarmup.self is any AppEntity.Type))
  }
}

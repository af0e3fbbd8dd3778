import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

// An audiobook player written as Apple's books-domain pages write one: the schema macros,
// bare stored properties, and a play intent that is an
// `AudioPlaybackIntent`.

@AppEntity(schema: .books.audiobook)
struct Recording: AppEntity {
  static let defaultQuery = RecordingQuery()
  let id: String
  var title: String?
  var author: String?
  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(title ?? id)", subtitle: "\(author ?? "")",
      image: .init(data: Data("cover of \(id)".utf8), displayStyle: .default))
  }
}

struct RecordingQuery: EntityStringQuery {
  static let shelf = ["walden": ("Walden", "Henry David Thoreau"), "emma": ("Emma", "Jane Austen")]

  func entities(for identifiers: [String]) async throws -> [Recording] {
    identifiers.compactMap(Self.recording)
  }
  func entities(matching string: String) async throws -> [Recording] {
    Self.shelf.keys.sorted().filter { string.lowercased().contains($0) }.compactMap(Self.recording)
  }
  static func recording(_ id: String) -> Recording? {
    guard let (title, author) = shelf[id] else { return nil }
    let recording = Recording(id: id)
    recording.title = title
    recording.author = author
    return recording
  }
}

@AppEnum(schema: .books.navigationDirection)
enum LeafDirection: String, AppEnum {
  case next
  case previous
  static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .next: "Next", .previous: "Previous",
  ]
}

@AppIntent(schema: .books.playAudiobook)
struct PlayRecordingIntent: AudioPlaybackIntent {
  @Parameter var target: Recording
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Playing \(target.title ?? target.id).")
  }
}

@Suite struct BooksSchemaTests {
  @Test func booksSchemaMacrosNameTheirSchemas() {
    #expect(PlayRecordingIntent.__appSchemaIntent.identifier == "books.playAudiobook")
    #expect(PlayRecordingIntent.title.defaultValue == "Play Audiobook")
    #expect(Recording.__appSchemaEntity.identifier == "books.audiobook")
    #expect(Recording.typeDisplayRepresentation.name.defaultValue == "Audiobook")
    #expect(LeafDirection.__appSchemaEnum.identifier == "books.navigationDirection")
    #expect(AppSchema.Entity.books.settings.identifier == "books.settings")
  }

  @Test func playAudiobookRequiresAnAudiobookTarget() {
    let playAudiobook = AppSchema.Intent.books.playAudiobook
    #expect(playAudiobook.parameters.map(\.name) == ["target"])
    #expect(playAudiobook.parameters.map(\.type) == ["books.audiobook"])
    #expect(AppSchema.Intent.books.openBook.parameters.map(\.type) == ["books.book"])
  }

  @Test func booksActionsHaveNoSiriPhrasesOfTheirOwn() {
    // Apple: the books domain makes actions Shortcuts actions, not discoverable by Siri.
    let books = AppSchema.Intent.books
    for action in [books.openBook, books.playAudiobook, books.navigatePage, books.updateSettings] {
      #expect(action.phrases.isEmpty, "\(action.identifier)")
    }
  }

  @Test func audiobookEntityBarePropertiesBecomeEntityProperties() async throws {
    let found = try await RecordingQuery().entities(matching: "play walden")
    #expect(found.map(\.id) == ["walden"])
    #expect(found.first?.$author.wrappedValue == "Henry David Thoreau")
    let cover = found.first?.displayRepresentation.image?.data
    #expect(cover.map { String(decoding: $0, as: UTF8.self) } == "cover of walden")
  }
}

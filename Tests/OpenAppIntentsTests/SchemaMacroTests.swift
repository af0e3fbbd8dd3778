import Foundation
@_spi(SiriSim) import OpenAppIntents
import Synchronization
import Testing

// Types written as Apple's schema sample writes them: bare stored properties, no titles.

@AppEnum(schema: .photos.albumType)
enum PhotoAlbumKind: String, AppEnum {
  case custom
  static let caseDisplayRepresentations: [PhotoAlbumKind: DisplayRepresentation] = [
    .custom: "Custom"
  ]
}

@AppEntity(schema: .photos.album)
struct PhotoAlbum: IndexedEntity {
  static let defaultQuery = PhotoAlbumQuery()
  let id: String
  var name: String
  var creationDate: Date?
  var albumType: PhotoAlbumKind
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

  /// As Apple's sample makes its entities: the identifier, then each property set.
  static func named(_ name: String) -> PhotoAlbum {
    let album = PhotoAlbum(id: name.lowercased())
    album.name = name
    album.albumType = .custom
    return album
  }
}

struct PhotoAlbumQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [PhotoAlbum] {
    identifiers.map { PhotoAlbum.named($0.capitalized) }
  }
}

@AppIntent(schema: .photos.createAlbum)
struct MakeAlbumIntent: AppIntent {
  var name: String
  @Dependency var counter: AlbumCounter
  func perform() async throws -> some ReturnsValue<PhotoAlbum> {
    counter.count.withLock { $0 += 1 }
    return .result(value: PhotoAlbum.named(name))
  }
}

// No `AppIntent` written: the macro adds the conformance, and `OpenIntent` for an open action.
@AppIntent(schema: .photos.openAlbum)
struct ShowAlbumIntent {
  var target: PhotoAlbum
  func perform() async throws -> some IntentResult { .result() }
}

final class AlbumCounter: Sendable {
  let count = Mutex(0)
}

struct Landmark: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"
  static let defaultQuery = LandmarkQuery()
  let id: Int
  let record: (name: String, continent: String)
  var displayRepresentation: DisplayRepresentation { "\(name)" }

  @ComputedProperty(indexingKey: \.displayName)
  var name: String { record.name }

  // swift-format-ignore: NeverForceUnwrap
  // As Apple's sample writes it.
  @ComputedProperty(
    customIndexingKey: CSCustomAttributeKey(keyName: "com_example_Landmark_continent")!)
  var continent: String { record.continent }

  @DeferredProperty
  var crowdStatus: Int {
    get async throws { record.name.count }
  }

  init(id: Int, name: String, continent: String) {
    self.id = id
    record = (name, continent)
  }
}

extension Landmark: IndexedEntity {}

struct LandmarkQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [Landmark] { [] }
}

@UnionValue
enum SearchHit {
  case landmark(Landmark)
  case album(PhotoAlbum)
}

/// Keeps what an app indexes, as SiriSim's store does.
final class RecordingSpotlight: SpotlightSink {
  let entries = Mutex<[SpotlightEntry]>([])
  func index(_ entries: [SpotlightEntry]) throws { self.entries.withLock { $0 += entries } }
  func delete(_ deletion: SpotlightDeletion) throws {}
}

@Suite struct SchemaMacroTests {
  @Test func schemaIntentTakesItsTitleAndSchemaFromTheMacro() {
    #expect(MakeAlbumIntent.title.defaultValue == "Create Album")
    #expect(MakeAlbumIntent.__appSchemaIntent.identifier == "photos.createAlbum")
    #expect(MakeAlbumIntent.__appSchemaIntent.parameters.map(\.name) == ["name"])
    #expect(MakeAlbumIntent.isAssistantOnly == false)
  }

  @Test func schemaIntentsBarePropertiesBecomeParameters() {
    let intent = MakeAlbumIntent()
    intent.name = "Trip"  // a `let` intent: only a parameter's setter allows this
    #expect(intent.$name.wrappedValue == "Trip")
  }

  @Test func openActionConformsToOpenIntent() {
    func opensTarget<T: OpenIntent & AssistantSchemaIntent>(_: T.Type) -> String {
      T.__appSchemaIntent.identifier
    }
    #expect(opensTarget(ShowAlbumIntent.self) == "photos.openAlbum")
    #expect(ShowAlbumIntent.title.defaultValue == "Open Album")
  }

  @Test func schemaEntityAndEnumNameTheirTypesFromTheSchema() {
    #expect(PhotoAlbum.typeDisplayRepresentation.name.defaultValue == "Album")
    #expect(PhotoAlbumKind.typeDisplayRepresentation.name.defaultValue == "Album Type")
    #expect(PhotoAlbum.__appSchemaEntity.identifier == "photos.album")
    #expect(PhotoAlbumKind.__appSchemaEnum.identifier == "photos.albumType")
  }

  @Test func schemaEntitysBarePropertiesBecomeEntityProperties() {
    let album = PhotoAlbum.named("Trip")
    #expect(album.$name.wrappedValue == "Trip")
    #expect(album.$albumType.wrappedValue == .custom)
  }

  @Test func computedPropertiesAreIndexedUnderTheirKeys() async throws {
    let spotlight = RecordingSpotlight()
    try await SpotlightSinkBinding.$current.withValue(spotlight) {
      try await CSSearchableIndex.default().indexAppEntities([
        Landmark(id: 1, name: "Yosemite Falls", continent: "North America")
      ])
    }
    let entry = try #require(spotlight.entries.withLock { $0.first })
    #expect(entry.attributes["displayName"] == "Yosemite Falls")
    #expect(entry.attributes["com_example_Landmark_continent"] == "North America")
  }

  @Test func deferredPropertyIsFetchedOnlyWhenAsked() async throws {
    let landmark = Landmark(id: 1, name: "Half Dome", continent: "North America")
    #expect(try await landmark.crowdStatus == 9)
    // Beside the value, the entity keeps no stored copy of it: equal entities stay equal.
    #expect(Mirror(reflecting: landmark).children.contains { "\($0.value)" == "9" } == false)
  }

  @Test func unionValueWrapsAValueOfAnyOfItsTypes() throws {
    #expect(SearchHit.unionValueTypes.count == 2)
    let album = PhotoAlbum.named("Trip")
    let hit = try #require(SearchHit(unionValue: album))
    guard case .album(let wrapped) = hit else {
      Issue.record("expected the album case, got \(hit)")
      return
    }
    #expect(wrapped.id == "trip")
    #expect((hit.unionValue as? PhotoAlbum)?.id == "trip")
    #expect(SearchHit(unionValue: "a string") == nil)
  }
}

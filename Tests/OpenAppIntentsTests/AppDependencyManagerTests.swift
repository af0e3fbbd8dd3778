@_spi(SiriSim) import OpenAppIntents
import Testing

/// Apple's three ways to add a dependency: a value, a closure that makes it when first read,
/// and an asynchronous closure (`add { SearchEngine() }`), which used to register the closure
/// itself, so `@Dependency var searchEngine: SearchEngine` failed at run time.
@Suite struct AppDependencyManagerTests {
  final class SearchEngine: Sendable {
    let name: String
    init(name: String) { self.name = name }
  }

  @Test func aTrailingClosureRegistersWhatItMakes() async {
    let manager = AppDependencyManager()
    manager.add { SearchEngine(name: "made by the closure") }

    await manager.prepare()

    #expect(manager.resolve(SearchEngine.self)?.name == "made by the closure")
  }

  @Test func anAsyncThrowingClosureRegistersWhatItMakes() async {
    let manager = AppDependencyManager()
    manager.add(dependency: { @Sendable () async throws -> SearchEngine in
      SearchEngine(name: "async")
    })

    await manager.prepare()

    #expect(manager.resolve(SearchEngine.self)?.name == "async")
  }

  @Test func aClosureAddedAsAValueIsMadeWhenFirstRead() {
    let manager = AppDependencyManager()
    let make: @Sendable () throws -> SearchEngine = { SearchEngine(name: "on first read") }
    manager.add(dependency: make)

    let first = manager.resolve(SearchEngine.self)
    #expect(first?.name == "on first read")
    #expect(manager.resolve(SearchEngine.self) === first)
  }

  @Test func aValueIsFoundByItsTypeAndKey() {
    let manager = AppDependencyManager()
    manager.add(key: "backup", dependency: SearchEngine(name: "backup"))
    manager.add(dependency: SearchEngine(name: "main"))

    #expect(manager.resolve(SearchEngine.self)?.name == "main")
    #expect(manager.resolve(SearchEngine.self, key: "backup")?.name == "backup")
  }

  @Test func aClosureThatThrowsLeavesTheDependencyUnmade() async {
    struct Unavailable: Error {}
    let manager = AppDependencyManager()
    manager.add { () async throws -> SearchEngine in throw Unavailable() }

    await manager.prepare()

    #expect(manager.resolve(SearchEngine.self) == nil)
  }
}

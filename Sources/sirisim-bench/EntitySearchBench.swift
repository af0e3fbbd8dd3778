import BookLibrary
import ConversationRuntime
import OpenAppIntents
import SiriSimApp
import SoupChef
import Trails

/// (e) Entity string searches: each bundled app's `EntityStringQuery` as the runtime calls it
/// (with the app's dependencies installed), and Book Library's AddBook title search
/// (`BooksAPI.findBooks`) over the 100,000-book catalog, loaded on its first use.
enum EntitySearchBench {
  static func run(rounds: Int) async {
    let clock = ContinuousClock()
    print("(e) entity string searches")
    let searches: [(app: AppManifest, entity: any AppEntity.Type, queries: [String])] = [
      (
        SoupChefApp.manifest(), SoupAppEntity.self,
        ["clam", "Manhattan Clam Chowder", "tomato", "noodle", "pizza", "soup"]
      ),
      (
        TrailsApp.manifest(), TrailEntity.self,
        ["McWay", "Falls", "Half Dome", "trail", "Skyline", "mountain"]
      ),
      (
        BookLibraryApp.manifest(), BookEntity.self,
        ["Darkness", "Dune", "the", "Pride", "Moby", "Gatsby"]
      ),
    ]
    for search in searches {
      guard case .entity(let support) = search.entity._valueKind, let find = support.search else {
        continue
      }
      var times: [Duration] = []
      for _ in 0..<rounds {
        for query in search.queries {
          times.append(
            await clock.measureAsync {
              _ = try? await AppDependencies.$current.withValue(search.app.dependencies) {
                try await find(query)
              }
            })
        }
      }
      Bench.report(
        "    \(search.app.displayName) \(support.typeDisplayRepresentation.name.defaultValue) search",
        times)
    }

    // AddBook's search: the first call loads the catalog, as the first AddBook of a session does.
    let state = BookLibraryApp.State()
    var firstSearch: [BookEntity] = []
    let first = await clock.measureAsync {
      firstSearch = await state.booksAPI.findBooks(named: "Darkness", author: nil)
    }
    print(
      "    AddBook catalog: \(state.booksAPI.catalog?.count ?? 0) books; first search (loads the catalog) \(Bench.format(first)), \(firstSearch.count) found"
    )
    let queries: [(String, String?)] = [
      ("Darkness", nil), ("Darkness", "Joseph Conrad"), ("Dune", nil), ("The Hobbit", nil),
      ("Pride and Prejudice", nil), ("Garden", nil), ("moby dick", nil), ("Silent", nil),
      ("Winter", "conrad"), ("Letters from", nil), ("Zzyzx Road Atlas", nil), ("the", nil),
      ("a", nil), ("Heart", "Conrad"), ("Solitude", "garcia marquez"),
    ]
    var times: [Duration] = []
    for _ in 0..<rounds {
      for (title, author) in queries {
        times.append(
          await clock.measureAsync {
            _ = await state.booksAPI.findBooks(named: title, author: author)
          }
        )
      }
    }
    Bench.report("    AddBook BooksAPI.findBooks (100k catalog)", times)
  }
}

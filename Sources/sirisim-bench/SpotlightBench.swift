import BookCatalog
import ConversationRuntime
import Foundation
@_spi(SiriSim) import OpenAppIntents
@_spi(SiriSim) import SiriStore

/// `sirisim-bench spotlight`: SiriSim's Spotlight on Book Library's 100,000-book catalog, in a
/// store file in WAL mode as `sirisim` keeps it: indexing every book as an entity (one
/// `indexAppEntities` call, one transaction; target ≤ 5 s), then searching (whole words,
/// prefixes, typos, misses; target p99 ≤ 10 ms).
enum SpotlightBench {
  static let queries = [
    "darkness", "dune", "moby dick", "left hand of darkness", "pride prejudice", "garden",
    "orchard", "lisbon", "silent orchard", "winter in lisbon", "salt marsh", "cartographer",
    "cartographers daughter", "iron sky", "dark", "cart daugh", "sil orch", "gard", "the",
    "holloway", "conrad", "austen", "le guin", "darknes", "orhcard", "lisbn", "cartogrpher",
    "harry potter", "xylophone", "zzzz",
  ]

  static func run(rounds: Int) {
    let catalog = BookCatalog.generated()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "sirisim-bench-spotlight-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store: SiriStore
    do {
      store = try SiriStore(location: .file(folder.appendingPathComponent("sirisim.sqlite")))
    } catch {
      print("sirisim-bench spotlight: \(error)")
      return
    }
    let entries = catalog.books.enumerated().map { index, book in
      SpotlightEntry(
        identifier: "BookEntity/\(index)", title: book.title, subtitle: book.authorName,
        attributes: ["published": "\(book.yearPublished)"],
        entity: SpotlightEntry.Entity(type: "BookEntity", identifier: "\(index)"))
    }
    let clock = ContinuousClock()
    var failure: (any Error)?
    let indexing = clock.measure {
      do { try store.sink(for: "Book Library").index(entries) } catch { failure = error }
    }
    if let failure {
      print("sirisim-bench spotlight: indexing failed: \(failure)")
      return
    }
    let count = (try? store.count()) ?? 0
    print(
      "sirisim-bench spotlight: indexed \(count) books in \(Bench.format(indexing)) "
        + "(target ≤ 5 s: \(indexing <= .seconds(5) ? "met" : "NOT met"))")
    var times: [Duration] = []
    var slowest: [String: Duration] = [:]
    var found = 0
    for round in 0..<rounds {
      for query in queries {
        var hits: [SpotlightHit] = []
        let time = clock.measure {
          hits = (try? store.search(query, limit: ConversationRuntime.spotlightResultLimit)) ?? []
        }
        times.append(time)
        slowest[query] = max(slowest[query] ?? .zero, time)
        if round == 0, !hits.isEmpty { found += 1 }
      }
    }
    Bench.report("  search (\(queries.count) queries, \(found) with results)", times)
    let worst = slowest.sorted { $0.value > $1.value }.prefix(3)
    print(
      "  slowest: " + worst.map { "“\($0.key)” \(Bench.format($0.value))" }.joined(separator: ", "))
    times.sort()
    let p99 = times[min(times.count - 1, times.count * 99 / 100)]
    print(
      "  p99 \(Bench.format(p99)) (target ≤ 10 ms: \(p99 <= .milliseconds(10) ? "met" : "NOT met"))"
    )
  }
}

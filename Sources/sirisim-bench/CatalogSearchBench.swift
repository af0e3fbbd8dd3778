import BookCatalog
import Foundation

/// (d) The Book Library's catalog (`BookCatalog.makeGenerated()`): how long making it takes
/// (generate the books from the fixed seed and index them, from scratch each time), and the latency of AddBook's
/// `findBooks` over a fixed list of queries: one word, several, word prefixes, with and without
/// an author, and misses.
enum CatalogSearchBench {
  /// Title and author queries; the first few are AddBook's demo flows.
  static let queries: [(title: String, author: String?)] = [
    ("Darkness", nil), ("Darkness", "Conrad"), ("darkness", "joseph conrad"), ("Dune", nil),
    ("dune", "herbert"), ("Moby Dick", nil), ("the left hand of darkness", nil),
    ("one hundred years of solitude", "garcia marquez"), ("Pride and Prejudice", "Austen"),
    ("The Secret Garden", nil), ("Garden", nil), ("orchard", nil), ("Lisbon", nil),
    ("the silent orchard", nil), ("a winter in lisbon", nil), ("letters from the salt marsh", nil),
    ("the cartographer's daughter", nil), ("beneath the iron sky", nil), ("dark", nil),
    ("cart daugh", nil), ("the sil orch", nil), ("gard", "le guin"), ("the", nil), ("a", nil),
    ("s", nil), ("the", "holloway"), ("silence", "calderón"), ("harry potter", nil),
    ("xylophone", nil), ("darkness", "nobody at all"),
  ]

  static func run(rounds: Int) {
    let clock = ContinuousClock()
    var catalog = BookCatalog(books: [])
    var loads: [Duration] = []
    for _ in 0..<max(3, rounds / 4) {
      loads.append(clock.measure { catalog = BookCatalog.makeGenerated() })
    }
    let first = loads[0]
    loads.sort()
    print(
      "(d) book catalog: \(catalog.count) books, generated: make "
        + "first \(Bench.format(first)), min \(Bench.format(loads[0])), median "
        + "\(Bench.format(loads[loads.count / 2])) over \(loads.count) loads")
    var times: [Duration] = []
    var found = 0
    for round in 0..<rounds {
      for query in queries {
        var books: [CatalogBook] = []
        times.append(
          clock.measure { books = catalog.findBooks(named: query.title, author: query.author) })
        if round == 0 { found += books.count }
      }
    }
    Bench.report("    findBooks (\(queries.count) queries, \(found) books found)", times)
  }
}

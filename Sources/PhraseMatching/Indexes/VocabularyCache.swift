import Dispatch
import Locking

/// The vocabularies compiled so far while a matcher is built, by their entries: parameters with
/// the same entries share one `VocabularyIndex`.
///
/// Apps put one entity type behind several App Shortcuts ("Play ${song}", "Add ${song} to my
/// queue", "Search for ${song}"); each would index the same catalog again, and a catalog of a
/// million titles takes a second and hundreds of megabytes to index. The index is a pure
/// function of the entries, so sharing it changes no answer. Used only during `init`.
final class VocabularyCache {
  /// A cheap key that tells most different entry lists apart; equal keys compare the entries.
  private struct Key: Hashable {
    let count: Int
    let closed: Bool
    let first: VocabularyEntry?
    let last: VocabularyEntry?
  }

  private var indices: [Key: [(entries: [VocabularyEntry], index: VocabularyIndex)]] = [:]

  /// Vocabularies with at least this many entries are built side by side (`prebuild`).
  static let parallelMinimum = 20_000

  /// Builds the distinct large vocabularies of `apps` (`parallelMinimum` entries or more) on
  /// every core at once: each is indexed on its own, and a few catalogs are most of a
  /// matcher's build time. The indexes are the same as built one by one.
  func prebuild(_ apps: [AppPhrases]) {
    var pending: [[VocabularyEntry]] = []
    for app in apps {
      for intent in app.intents {
        for vocabulary in intent.slots.values
        where vocabulary.kind == .entries && vocabulary.entries.count >= Self.parallelMinimum {
          let entries = vocabulary.entries
          guard !pending.contains(where: { $0.count == entries.count && $0 == entries }) else {
            continue
          }
          pending.append(entries)
        }
      }
    }
    guard pending.count > 1 else { return }
    let built = Locked([VocabularyIndex?](repeating: nil, count: pending.count))
    let lists = pending
    DispatchQueue.concurrentPerform(iterations: lists.count) { position in
      let index = VocabularyIndex(entries: lists[position])
      built.withLock { $0[position] = index }
    }
    let indexes = built.withLock { $0 }
    for (entries, index) in zip(lists, indexes) {
      guard let index else { continue }
      let key = Key(
        count: entries.count, closed: false, first: entries.first, last: entries.last)
      indices[key, default: []].append((entries, index))
    }
  }

  /// The index of `entries` (a `closed` vocabulary's, see `VocabularyIndex.init`), built the
  /// first time they are seen.
  func index(for entries: [VocabularyEntry], closed: Bool = false) -> VocabularyIndex {
    let key = Key(
      count: entries.count, closed: closed, first: entries.first, last: entries.last)
    if let known = indices[key]?.first(where: { $0.entries == entries }) { return known.index }
    let index = VocabularyIndex(entries: entries, closed: closed)
    indices[key, default: []].append((entries, index))
    return index
  }
}

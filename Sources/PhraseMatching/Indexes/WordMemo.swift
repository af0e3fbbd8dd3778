import Locking

/// What the matcher worked out about a word, kept for the next utterance that says it.
///
/// Utterances say the same few hundred words again and again ("order", "from", "soup"), and
/// what a word is — its token, its filler cost, the vocabulary words it may be — depends on the
/// word alone. A memo is shared by the threads that match at once (behind a lock held only for a
/// lookup or an insert, never while computing) and forgets everything once it holds `capacity`
/// words, so a stream of new words (typos, a catalog's titles) cannot grow it without bound.
final class WordMemo<Value: Sendable>: Sendable {
  private let values = Locked<[String: Value]>([:])
  /// The most words kept.
  let capacity: Int

  init(capacity: Int = 16_384) {
    self.capacity = capacity
  }

  /// The value for `word`, computed by `compute` the first time it is asked for.
  func value(for word: String, _ compute: () -> Value) -> Value {
    if let known = values.withLock({ $0[word] }) { return known }
    let value = compute()
    values.withLock { values in
      if values.count >= capacity { values.removeAll(keepingCapacity: true) }
      values[word] = value
    }
    return value
  }
}

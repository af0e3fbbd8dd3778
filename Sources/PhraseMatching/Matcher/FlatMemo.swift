/// Optional values worked out once per small integer key, kept in two flat arrays: no hashing
/// and no lock, for a table that one thread fills and reads with keys dense from zero (an
/// utterance's spans, by parameter, start and end).
struct FlatMemo<Value> {
  /// By key: 0 not worked out yet, -1 worked out as nothing, else `found`'s index plus one.
  private var states: [Int32] = []
  /// The values worked out.
  private var found: [Value] = []

  /// What was stored at `key`: nil when nothing was stored yet, `.some(nil)` when nothing was
  /// found there.
  func lookup(_ key: Int) -> Value?? {
    guard key < states.count else { return nil }
    let state = states[key]
    if state > 0 { return .some(found[Int(state) - 1]) }
    return state < 0 ? .some(nil) : nil
  }

  /// Stores what was worked out at `key`.
  mutating func store(_ value: Value?, at key: Int) {
    if key >= states.count {
      states.append(contentsOf: repeatElement(0, count: key + 1 - states.count))
    }
    guard let value else {
      states[key] = -1
      return
    }
    found.append(value)
    states[key] = Int32(found.count)
  }
}

/// The words of a generated table's text (`WordNetTable`, `NounHypernyms`, `NounKinds`), each
/// with a number, found by hashing the word's bytes and comparing them in place.
///
/// Why not a `[String: …]`: the tables hold 36,000 words, and building a dictionary of strings
/// (and of the arrays and sets they map to) was a quarter of `sirisim match`'s start-up. This
/// index is two flat arrays filled in one pass over the text; a word's row is read from the
/// text only when it is asked for.
package struct WordTableIndex: Sendable {
  /// The table's text, as bytes (the generated tables are ASCII).
  package let text: [UInt8]
  /// Slot → the entry stored there, plus one; 0 is an empty slot. The count is a power of two.
  private var slots: [Int32]
  /// Entry → where its word starts and ends in `text` (start in the high half).
  private var keys: [UInt64] = []
  /// Entry → its number.
  private var values: [UInt64] = []

  /// An empty index over `text`.
  package init(text: [UInt8]) {
    self.text = text
    self.slots = Array(repeating: 0, count: 1024)
  }

  /// How many words the index holds.
  package var count: Int { keys.count }

  /// The number of the word at `key` in `text`, or nil when the index doesn't hold it.
  package func value(at key: Range<Int>) -> UInt64? {
    text.withUnsafeBufferPointer { bytes in
      find(UnsafeBufferPointer(rebasing: bytes[key])).map { values[$0] }
    }
  }

  /// The number of `word`, or nil when the index doesn't hold it.
  package func value(of word: String) -> UInt64? {
    var word = word
    return word.withUTF8 { find($0) }.map { values[$0] }
  }

  /// Stores `value` for the word at `key` in `text`, replacing any number it had (a word listed
  /// twice keeps its last, as a dictionary filled in order would).
  package mutating func set(_ key: Range<Int>, to value: UInt64) {
    update(key) { $0 = value }
  }

  /// Adds `bits` to the number of the word at `key` in `text` (0 when it had none).
  package mutating func formUnion(_ key: Range<Int>, with bits: UInt64) {
    update(key) { $0 |= bits }
  }

  /// Runs `change` on the number of the word at `key`, adding the word with 0 first if needed.
  private mutating func update(_ key: Range<Int>, _ change: (inout UInt64) -> Void) {
    let found = text.withUnsafeBufferPointer { find(UnsafeBufferPointer(rebasing: $0[key])) }
    if let entry = found {
      change(&values[entry])
      return
    }
    if (keys.count + 1) * 2 > slots.count { grow() }
    var value: UInt64 = 0
    change(&value)
    keys.append(UInt64(key.lowerBound) << 32 | UInt64(key.upperBound))
    values.append(value)
    place(entry: keys.count - 1)
  }

  /// Doubles the slots and places every entry again.
  private mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    for entry in keys.indices { place(entry: entry) }
  }

  /// Puts `entry` in the first free slot from its word's hash on.
  private mutating func place(entry: Int) {
    let range = Self.range(of: keys[entry])
    let mask = slots.count - 1
    var slot =
      text.withUnsafeBufferPointer {
        Self.hash(UnsafeBufferPointer(rebasing: $0[range]))
      } & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(entry + 1)
  }

  /// The entry whose word is `word`'s bytes, or nil.
  private func find(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
    let mask = slots.count - 1
    var slot = Self.hash(word) & mask
    return text.withUnsafeBufferPointer { bytes in
      slots.withUnsafeBufferPointer { slots in
        while slots[slot] != 0 {
          let entry = Int(slots[slot]) - 1
          let range = Self.range(of: keys[entry])
          if range.count == word.count,
            UnsafeBufferPointer(rebasing: bytes[range]).elementsEqual(word)
          {
            return entry
          }
          slot = (slot + 1) & mask
        }
        return nil
      }
    }
  }

  /// The range of `text` a key holds.
  private static func range(of key: UInt64) -> Range<Int> {
    Int(key >> 32)..<Int(key & 0xFFFF_FFFF)
  }

  /// FNV-1a of the bytes: a fixed hash, so the index is the same in every run.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }
}

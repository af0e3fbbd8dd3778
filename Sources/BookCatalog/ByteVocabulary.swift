/// The distinct words seen while building an index, looked up by their UTF-8 bytes.
///
/// Open addressing on an FNV-1a hash, with the words' bytes back to back in one array: a
/// 100,000-book catalog has some 500,000 word occurrences but only a few thousand distinct
/// words, and a repeat costs a hash and a byte comparison here, where a `[String: Int32]`
/// would build a `String` and run SipHash for each.
struct ByteVocabulary {
  /// Each slot: a word's id, or -1. A power of two in size, at most half full.
  private var slots = [Int32](repeating: -1, count: 1024)
  /// Word `id`'s bytes are `bytes[starts[id]..<starts[id + 1]]`.
  private var bytes: [UInt8] = []
  private var starts: [Int32] = [0]
  private var hashes: [UInt64] = []

  /// How many distinct words there are; their ids are `0..<count`, in order of first sight.
  var count: Int { hashes.count }

  /// The id of the word `word`, new if it was not seen before.
  mutating func id(of word: UnsafeBufferPointer<UInt8>) -> Int32 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in word { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    // FNV's low bits vary little across short words; mix the high ones down.
    hash ^= hash >> 29
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 {
      let id = Int(slots[slot])
      if hashes[id] == hash, spells(id, word) { return Int32(id) }
      slot = (slot + 1) & mask
    }
    let id = Int32(count)
    slots[slot] = id
    bytes.append(contentsOf: word)
    starts.append(Int32(bytes.count))
    hashes.append(hash)
    if count * 2 > slots.count { grow() }
    return id
  }

  /// Every word, by id.
  func spellings() -> [String] {
    bytes.withUnsafeBufferPointer { buffer in
      (0..<count).map {
        String(
          decoding: UnsafeBufferPointer(rebasing: buffer[Int(starts[$0])..<Int(starts[$0 + 1])]),
          as: UTF8.self)
      }
    }
  }

  private func spells(_ id: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = Int(starts[id])
    let end = Int(starts[id + 1])
    guard end - start == word.count else { return false }
    return bytes.withUnsafeBufferPointer { $0[start..<end].elementsEqual(word) }
  }

  private mutating func grow() {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    let mask = slots.count - 1
    for (id, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(id)
    }
  }
}

/// Deterministic, realistic-looking entity titles: "Amber Falcon Harbor 17".
package enum SyntheticCatalog {
  package static let first = [
    "Amber", "Silver", "Crimson", "Golden", "Quiet", "Hidden", "Northern", "Electric", "Velvet",
    "Wild", "Broken", "Frozen", "Lucky", "Midnight", "Paper", "Rapid", "Scarlet", "Solar",
    "Stone", "Thunder", "Urban", "Violet", "Wandering", "Winter", "Yellow", "Ancient", "Blue",
    "Cosmic", "Desert", "Emerald", "Fading", "Gentle", "Hollow", "Iron", "Jade", "Kind", "Lunar",
    "Misty", "Neon", "Ocean",
  ]
  package static let second = [
    "Falcon", "River", "Garden", "Harbor", "Lantern", "Meadow", "Mountain", "Orchard", "Palace",
    "Rain", "Shadow", "Signal", "Summit", "Tiger", "Valley", "Voyage", "Whisper", "Willow",
    "Anchor", "Bridge", "Canyon", "Castle", "Comet", "Crown", "Dream", "Echo", "Ember", "Feather",
    "Forest", "Glacier", "Horizon", "Island", "Journey", "Kingdom", "Legend", "Mirror", "Nebula",
    "Oasis", "Pilot", "Quartz",
  ]
  package static let third = [
    "Sessions", "Stories", "Suite", "Collection", "Chronicles", "Diaries", "Anthem", "Ballads",
    "Tapes", "Notes", "Letters", "Songs", "Mixes", "Nights", "Mornings", "Variations", "Tales",
    "Sketches", "Studies", "Rhythms",
  ]

  /// `count` distinct titles.
  package static func titles(count: Int) -> [String] {
    var titles: [String] = []
    titles.reserveCapacity(count)
    var index = 0
    while titles.count < count {
      let a = first[index % first.count]
      let b = second[(index / first.count) % second.count]
      let c = third[(index / (first.count * second.count)) % third.count]
      let volume = index / (first.count * second.count * third.count)
      titles.append(volume == 0 ? "\(a) \(b) \(c)" : "\(a) \(b) \(c) \(volume + 1)")
      index += 1
    }
    return titles
  }

  /// The title with one letter of its longest word swapped with the next.
  package static func typo(in title: String, using generator: inout Generator) -> String {
    var words = title.split(separator: " ").map(String.init)
    guard let longest = words.indices.max(by: { words[$0].count < words[$1].count }),
      words[longest].count > 4
    else { return title }
    var letters = Array(words[longest])
    let position = 1 + generator.next(below: letters.count - 2)
    letters.swapAt(position, position + 1)
    words[longest] = String(letters)
    return words.joined(separator: " ")
  }

  /// SplitMix64, so every run benchmarks the same utterances and generates the same corpus; a
  /// value, never shared: no global state.
  package struct Generator: Sendable {
    package var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next(below bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      value ^= value >> 31
      return Int(value % UInt64(max(bound, 1)))
    }
  }
}

/// A sound-alike key for English words: words that sound alike on paper get the same key
/// ("jogging" and "jogingg", "chowder" and "chouder"), so a misspelling that edit distance
/// counts as several typos still reads as the word.
///
/// A small Metaphone-style coder: consonant spellings fold to one sound each (`ph` → F, `ck` →
/// K, soft `c` → S, soft `g` → J (not in "-ging"), `sh`/`ch`/`tio`/`sio` → X, `th` → H, `x` →
/// KS, voiced to unvoiced), vowels after the first letter drop out, and a repeated sound counts
/// once. The key packs up to 11 sounds and the number of vowel groups into a `UInt64`; 0 means
/// no key (a word with other letters than a–z, or shorter than `minimumLength`). It runs on the
/// word's bytes without allocating: every utterance word gets one.
public enum PhoneticKey {
  /// Words shorter than this get no key: short words sound alike too easily.
  public static let minimumLength = 5

  /// The sound codes (5 bits each); 0 separates repeats across a vowel.
  private enum Sound: UInt64 {
    case vowel = 1
    case f, h, j, k, l, m, n, p, r, s, t, x
  }

  /// The key of a normalized word, or 0.
  public static func of(_ word: String) -> UInt64 {
    var word = word
    return word.withUTF8 { key(of: $0) }
  }

  /// The sounds emitted so far, packed five bits each.
  private struct Coder {
    var packed: UInt64 = 0
    var sounds = 0
    /// The last sound emitted, or 0 after a vowel.
    var last: UInt64 = 0
    var afterVowel = false

    mutating func emit(_ sound: Sound?) {
      guard let sound else { return }
      if sound.rawValue == last, !afterVowel { return }
      afterVowel = false
      last = sound.rawValue
      guard sounds < 11 else { return }
      packed = packed << 5 | sound.rawValue
      sounds += 1
    }

    /// A vowel: the first letter's counts, a later one only separates repeated sounds.
    mutating func vowel() {
      if sounds == 0 { emit(.vowel) } else if last != Sound.vowel.rawValue { afterVowel = true }
    }
  }

  private static func key(of letters: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let count = letters.count
    guard count >= minimumLength, count <= 24 else { return 0 }
    for byte in letters where byte < UInt8(ascii: "a") || byte > UInt8(ascii: "z") { return 0 }
    var coder = Coder()
    var index = silentStart(letters) ? 1 : 0
    while index < count {
      switch letters[index] {
      case 0x61, 0x65, 0x69, 0x6F, 0x75:
        coder.vowel()
        index += 1
      default:
        let (first, second, step) = consonant(at: index, in: letters)
        coder.emit(first)
        coder.emit(second)
        index += step
      }
    }
    guard coder.sounds >= 3 else { return 0 }
    return coder.packed | min(vowelGroups(letters), 15) << 55 | UInt64(coder.sounds) << 60
  }

  /// Silent first letters: "knight", "wrap", "psalm", "gnome", "pneumatic".
  private static func silentStart(_ letters: UnsafeBufferPointer<UInt8>) -> Bool {
    let (first, second) = (letters[0], letters[1])
    return (first == 0x6B && second == 0x6E) || (first == 0x77 && second == 0x72)
      || (first == 0x70 && (second == 0x73 || second == 0x6E)) || (first == 0x67 && second == 0x6E)
  }

  /// The vowel groups (about the syllables), part of the key: "tmtoe" is no "tomato".
  private static func vowelGroups(_ letters: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var groups: UInt64 = 0
    var inVowels = false
    for byte in letters {
      let vowel =
        byte == 0x61 || byte == 0x65 || byte == 0x69 || byte == 0x6F || byte == 0x75
        || byte == UInt8(ascii: "y")
      if vowel, !inVowels { groups += 1 }
      inVowels = vowel
    }
    return groups
  }

  /// The sounds of the consonant at `index` (up to two) and how many letters it spans.
  private static func consonant(at index: Int, in letters: UnsafeBufferPointer<UInt8>) -> (
    Sound?, Sound?, Int
  ) {
    @inline(__always) func at(_ offset: Int) -> UInt8 {
      index + offset < letters.count ? letters[index + offset] : 0
    }
    let next = at(1)
    let (a, e, h, i, o, y) = (
      UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "h"), UInt8(ascii: "i"),
      UInt8(ascii: "o"), UInt8(ascii: "y")
    )
    switch letters[index] {
    case UInt8(ascii: "b"): return (.p, nil, 1)
    case UInt8(ascii: "p"): return next == h ? (.f, nil, 2) : (.p, nil, 1)
    case UInt8(ascii: "c"):
      if next == h || (next == i && at(2) == a) { return (.x, nil, 2) }
      if next == UInt8(ascii: "k") { return (.k, nil, 2) }
      return next == e || next == i || next == y ? (.s, nil, 1) : (.k, nil, 1)
    case UInt8(ascii: "d"): return (.t, nil, 1)
    case UInt8(ascii: "t"):
      if next == h { return (.h, nil, 2) }
      return next == i && (at(2) == o || at(2) == a) ? (.x, nil, 1) : (.t, nil, 1)
    case UInt8(ascii: "g"):
      if next == h { return (nil, nil, 2) }
      // Soft before e and y; before i only at the start ("giant"), since "-ging" is hard.
      return next == e || next == y || (next == i && index == 0) ? (.j, nil, 1) : (.k, nil, 1)
    case UInt8(ascii: "j"): return (.j, nil, 1)
    case UInt8(ascii: "k"), UInt8(ascii: "q"): return (.k, nil, 1)
    case UInt8(ascii: "s"):
      if next == h { return (.x, nil, 2) }
      return next == i && (at(2) == o || at(2) == a) ? (.x, nil, 1) : (.s, nil, 1)
    case UInt8(ascii: "z"): return (.s, nil, 1)
    case UInt8(ascii: "f"), UInt8(ascii: "v"): return (.f, nil, 1)
    case UInt8(ascii: "x"): return (.k, .s, 1)
    case UInt8(ascii: "l"): return (.l, nil, 1)
    case UInt8(ascii: "m"): return (.m, nil, 1)
    case UInt8(ascii: "n"): return (.n, nil, 1)
    case UInt8(ascii: "r"): return (.r, nil, 1)
    default: return (nil, nil, 1)  // w, h, y
    }
  }
}

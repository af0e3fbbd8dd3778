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

  private static func key(of letters: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let count = letters.count
    guard count >= minimumLength, count <= 24 else { return 0 }
    for byte in letters where byte < UInt8(ascii: "a") || byte > UInt8(ascii: "z") { return 0 }
    @inline(__always) func at(_ index: Int) -> UInt8 { index < count ? letters[index] : 0 }
    func isVowel(_ byte: UInt8) -> Bool {
      byte == 0x61 || byte == 0x65 || byte == 0x69 || byte == 0x6F || byte == 0x75
    }
    var packed: UInt64 = 0
    var sounds = 0
    var last: UInt64 = 0  // the last sound emitted, or 0 after a vowel
    var afterVowel = false
    func emit(_ sound: Sound) {
      if sound.rawValue == last, !afterVowel { return }
      afterVowel = false
      last = sound.rawValue
      guard sounds < 11 else { return }
      packed = packed << 5 | sound.rawValue
      sounds += 1
    }
    var index = 0
    let first = at(0)
    let second = at(1)
    // Silent first letters: "knight", "wrap", "psalm", "gnome", "pneumatic".
    if (first == 0x6B && second == 0x6E) || (first == 0x77 && second == 0x72)
      || (first == 0x70 && (second == 0x73 || second == 0x6E)) || (first == 0x67 && second == 0x6E)
    {
      index = 1
    }
    let (a, c, e, g, h, i, k, s, t, y) = (
      UInt8(ascii: "a"), UInt8(ascii: "c"), UInt8(ascii: "e"), UInt8(ascii: "g"),
      UInt8(ascii: "h"), UInt8(ascii: "i"), UInt8(ascii: "k"), UInt8(ascii: "s"),
      UInt8(ascii: "t"), UInt8(ascii: "y")
    )
    while index < count {
      let current = letters[index]
      let next = at(index + 1)
      var step = 1
      switch current {
      case 0x61, 0x65, 0x69, 0x6F, 0x75:
        if sounds == 0 { emit(.vowel) } else if last != Sound.vowel.rawValue { afterVowel = true }
      case UInt8(ascii: "b"): emit(.p)
      case UInt8(ascii: "p"):
        if next == h {
          emit(.f)
          step = 2
        } else {
          emit(.p)
        }
      case c:
        if next == h || (next == i && at(index + 2) == a) {
          emit(.x)
          step = 2
        } else if next == k {
          emit(.k)
          step = 2
        } else if next == e || next == i || next == y {
          emit(.s)
        } else {
          emit(.k)
        }
      case UInt8(ascii: "d"): emit(.t)
      case t:
        if next == h {
          emit(.h)
          step = 2
        } else if next == i, at(index + 2) == UInt8(ascii: "o") || at(index + 2) == a {
          emit(.x)
        } else {
          emit(.t)
        }
      case g:
        if next == h {
          step = 2
        } else if next == e || next == y || (next == i && index == 0) {
          // Soft before e and y; before i only at the start ("giant"), since "-ging" is hard.
          emit(.j)
        } else {
          emit(.k)
        }
      case UInt8(ascii: "j"): emit(.j)
      case k, UInt8(ascii: "q"): emit(.k)
      case s:
        if next == h {
          emit(.x)
          step = 2
        } else if next == i, at(index + 2) == UInt8(ascii: "o") || at(index + 2) == a {
          emit(.x)
        } else {
          emit(.s)
        }
      case UInt8(ascii: "z"): emit(.s)
      case UInt8(ascii: "f"), UInt8(ascii: "v"): emit(.f)
      case UInt8(ascii: "x"):
        emit(.k)
        emit(.s)
      case UInt8(ascii: "l"): emit(.l)
      case UInt8(ascii: "m"): emit(.m)
      case UInt8(ascii: "n"): emit(.n)
      case UInt8(ascii: "r"): emit(.r)
      default:
        break  // w, h, y
      }
      index += step
    }
    // The vowel groups (about the syllables) are part of the key: "tmtoe" is no "tomato".
    var syllables: UInt64 = 0
    var inVowels = false
    for byte in letters {
      let vowel = isVowel(byte) || byte == y
      if vowel, !inVowels { syllables += 1 }
      inVowels = vowel
    }
    guard sounds >= 3 else { return 0 }
    return packed | min(syllables, 15) << 55 | UInt64(sounds) << 60
  }
}

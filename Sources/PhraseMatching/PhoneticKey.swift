/// A sound-alike key for English words: words that sound alike on paper get the same key
/// ("jogging" and "jogingg", "chowder" and "chouder"), so a misspelling that edit distance
/// counts as several typos still reads as the word.
///
/// A small Metaphone-style coder: consonant spellings fold to one sound each (`ph` → F, `ck` →
/// K, soft `c` → S, soft `g` → J (not in "-ging"), `sh`/`ch`/`tio`/`sio` → X, `th` → H, `x` → KS, voiced to unvoiced), vowels
/// after the first letter drop out, and a repeated sound counts once. The key packs up to 11
/// sounds and the number of vowel groups into a `UInt64`; 0 means no key (a word with other letters than a–z, or shorter than
/// `minimumLength`).
public enum PhoneticKey {
  /// Words shorter than this get no key: short words sound alike too easily.
  public static let minimumLength = 5

  /// The key of a normalized word, or 0.
  public static func of(_ word: String) -> UInt64 {
    let letters = Array(word.utf8)
    guard letters.count >= minimumLength, letters.count <= 24,
      letters.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
    else { return 0 }
    var sounds: [UInt8] = []
    func emit(_ sound: Character) {
      guard let value = sound.asciiValue, sounds.last != value else { return }
      sounds.append(value)
    }
    func letter(_ index: Int) -> Character? {
      index >= 0 && index < letters.count ? Character(Unicode.Scalar(letters[index])) : nil
    }
    var index = 0
    // Silent first letters: "knight", "wrap", "psalm", "gnome".
    if let first = letter(0), let second = letter(1),
      ["kn", "wr", "ps", "gn", "pn"].contains(String([first, second]))
    {
      index = 1
    }
    while index < letters.count {
      guard let current = letter(index) else { break }
      let next = letter(index + 1)
      var step = 1
      switch current {
      case "a", "e", "i", "o", "u":
        if sounds.isEmpty {
          emit("A")
        } else if sounds.last != UInt8(ascii: "A") {
          // A vowel between sounds separates them: "pepper" keeps one P, "papa" two.
          sounds.append(0)
        }
      case "b", "p":
        if current == "p", next == "h" {
          emit("F")
          step = 2
        } else {
          emit("P")
        }
      case "c":
        if next == "h" || (next == "i" && letter(index + 2) == "a") {
          emit("X")
          step = 2
        } else if next == "k" {
          emit("K")
          step = 2
        } else if next == "e" || next == "i" || next == "y" {
          emit("S")
        } else {
          emit("K")
        }
      case "d", "t":
        if current == "t", next == "h" {
          emit("H")
          step = 2
        } else if current == "t", next == "i", letter(index + 2) == "o" || letter(index + 2) == "a"
        {
          emit("X")
        } else {
          emit("T")
        }
      case "g":
        if next == "h" {
          step = 2
        } else if next == "e" || next == "y" || (next == "i" && index == 0) {
          // Soft before e and y; before i only at the start ("giant"), since "-ging" is hard.
          emit("J")
        } else {
          emit("K")
        }
      case "j": emit("J")
      case "k", "q": emit("K")
      case "s", "z":
        if current == "s", next == "h" {
          emit("X")
          step = 2
        } else if current == "s", next == "i", letter(index + 2) == "o" || letter(index + 2) == "a"
        {
          emit("X")
        } else {
          emit("S")
        }
      case "f", "v": emit("F")
      case "x":
        emit("K")
        emit("S")
      case "w", "h", "y":
        break
      default:
        emit(current.uppercased().first ?? current)
      }
      index += step
    }
    // Separators are only for telling repeats apart.
    let key = sounds.filter { $0 != 0 }
    guard key.count >= 3 else { return 0 }
    // The vowel groups (about the syllables) are part of the key: "tmtoe" is no "tomato".
    var syllables = 0
    var inVowels = false
    for byte in letters {
      let isVowel = "aeiouy".utf8.contains(byte)
      if isVowel, !inVowels { syllables += 1 }
      inVowels = isVowel
    }
    var packed: UInt64 = 0
    for sound in key.prefix(11) { packed = packed << 5 | UInt64(sound & 0x1F) }
    return packed | UInt64(min(syllables, 15)) << 55 | UInt64(min(key.count, 11)) << 60
  }
}

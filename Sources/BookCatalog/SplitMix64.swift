/// SplitMix64 (Steele, Lea and Flood, 2014): a small, well-mixed random number generator whose
/// output depends on its seed alone, so the generated catalog is the same on every machine.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator that starts from `seed`.
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A number in `0..<bound`, by multiply-and-shift: integer arithmetic only, never the
  /// standard library's (unspecified) algorithms, so every platform draws the same numbers.
  mutating func next(below bound: Int) -> Int {
    precondition(bound > 0, "an empty range has nothing to draw")
    return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// One of `elements`, which must not be empty.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[next(below: elements.count)]
  }
}

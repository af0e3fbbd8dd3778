/// A phrase lined up with an utterance: its total cost and where each slot's text is.
struct Alignment: Sendable {
  /// One filled slot.
  struct Slot: Sendable {
    /// The parameter name.
    let name: String
    /// The utterance word range of the slot's text.
    let words: Range<Int>
    /// How it fits the slot's vocabulary.
    let fit: SlotFit
  }

  /// The total cost (see `MatchCost`).
  let cost: Int
  /// The filled slots, in phrase order.
  let slots: [Slot]
}

/// Lines up the phrases of one intent with an utterance.
///
/// Dynamic programming over (phrase element, utterance word): a literal word takes one utterance
/// word; the app name and each slot take a span. Span costs are cached and shared by the intent's
/// phrases. Every utterance word between the skipped leading and trailing fillers must be used.
/// A later fuzzy matcher can add operations (skipped or extra words, reordering) as more
/// transitions here.
struct PhraseAligner {
  private let tokens: [MatchToken]
  private let starts: [(index: Int, cost: Int)]
  private let ends: [Int?]
  private let app: CompiledApp
  private let slots: [String: CompiledSlot]

  private var nameCosts: [Int: Int] = [:]
  private var slotFits: [SlotKey: SlotFit] = [:]
  private var slotMisses: Set<SlotKey> = []

  private var elements: [PhraseElement] = []
  private var memo: [Int] = []
  private var choice: [Int] = []

  private static let unknown = -2
  private static let impossible = -1

  private struct SlotKey: Hashable {
    let name: String
    let start: Int
    let end: Int
  }

  /// Prepares to align the phrases of `intent` of `app` with `tokens`.
  init(tokens: [MatchToken], starts: [(index: Int, cost: Int)], ends: [Int?], app: CompiledApp, intent: CompiledIntent) {
    self.tokens = tokens
    self.starts = starts
    self.ends = ends
    self.app = app
    self.slots = intent.slots
  }

  /// The cheapest alignment of `phrase` with the utterance, or nil when there is none.
  mutating func align(_ phrase: CompiledPhrase) -> Alignment? {
    guard !phrase.elements.isEmpty, !tokens.isEmpty else { return nil }
    elements = phrase.elements
    let size = (elements.count + 1) * (tokens.count + 1)
    memo = [Int](repeating: Self.unknown, count: size)
    choice = [Int](repeating: -1, count: size)

    var bestCost = Int.max
    var bestStart = -1
    for start in starts where start.index < tokens.count {
      guard let rest = best(0, start.index), start.cost + rest < bestCost else { continue }
      bestCost = start.cost + rest
      bestStart = start.index
    }
    guard bestStart >= 0 else { return nil }

    var filled: [Alignment.Slot] = []
    var position = bestStart
    for (index, element) in elements.enumerated() {
      let end = choice[index * (tokens.count + 1) + position]
      if case .slot(let name) = element, let fit = slotFits[SlotKey(name: name, start: position, end: end)] {
        filled.append(Alignment.Slot(name: name, words: fit.textStart..<end, fit: fit))
      }
      position = end
    }
    return Alignment(cost: bestCost, slots: filled)
  }

  /// The cheapest cost of matching elements `i...` to the utterance from word `j`, or nil.
  private mutating func best(_ i: Int, _ j: Int) -> Int? {
    if i == elements.count { return ends[j] }
    let key = i * (tokens.count + 1) + j
    if memo[key] != Self.unknown { return memo[key] == Self.impossible ? nil : memo[key] }

    // Every later element needs at least one word.
    let lastEnd = tokens.count - (elements.count - i - 1)
    var result = Int.max
    var chosen = -1
    if j < lastEnd {
      switch elements[i] {
      case .word(let expected):
        if let cost = TokenComparison.cost(expected: expected, actual: tokens[j]), let rest = best(i + 1, j + 1) {
          result = cost + rest
          chosen = j + 1
        }
      case .applicationName:
        for end in (j + 1)...min(lastEnd, j + app.maxNameWords) {
          guard let rest = best(i + 1, end), rest < result, let cost = nameCost(j, end), cost + rest < result
          else { continue }
          result = cost + rest
          chosen = end
        }
      case .slot(let name):
        let maxWords = slots[name]?.maxWords ?? 0
        guard maxWords > 0 else { break }
        for end in (j + 1)...min(lastEnd, j + maxWords) {
          guard let rest = best(i + 1, end), rest < result, let fit = slotFit(name, j, end),
            fit.totalCost + rest < result
          else { continue }
          result = fit.totalCost + rest
          chosen = end
        }
      }
    }
    memo[key] = chosen >= 0 ? result : Self.impossible
    choice[key] = chosen
    return chosen >= 0 ? result : nil
  }

  /// The cheapest way words `start..<end` say one of the app's names, or nil.
  private mutating func nameCost(_ start: Int, _ end: Int) -> Int? {
    let key = start * (tokens.count + 1) + end
    if let cached = nameCosts[key] { return cached < 0 ? nil : cached }
    var best: Int?
    for name in app.names {
      if let cost = TokenComparison.cost(expected: name, actual: tokens[start..<end], joinedTypos: true), cost < best ?? .max {
        best = cost
      }
    }
    nameCosts[key] = best ?? -1
    return best
  }

  /// How words `start..<end` fill slot `name`, or nil.
  private mutating func slotFit(_ name: String, _ start: Int, _ end: Int) -> SlotFit? {
    let key = SlotKey(name: name, start: start, end: end)
    if let cached = slotFits[key] { return cached }
    if slotMisses.contains(key) { return nil }
    guard let fit = slots[name]?.fit(tokens[start..<end]) else {
      slotMisses.insert(key)
      return nil
    }
    slotFits[key] = fit
    return fit
  }
}

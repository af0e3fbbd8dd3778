/// The search's states: one integer per (word, element, app named, parameters filled,
/// evidence), and the bits that track single-valued parameters.
extension PhraseAligner {
  func state(_ word: Int, _ element: Int, _ named: Int, _ mask: Int, _ evidence: Int) -> Int {
    (((word * (elementCount + 1) + element) * 2 + named) * maskCount + mask) * 2 + evidence
  }

  func decode(_ state: Int) -> (
    word: Int, element: Int, named: Int, mask: Int, evidence: Int
  ) {
    var rest = state
    let evidence = rest % 2
    rest /= 2
    let mask = rest % maskCount
    rest /= maskCount
    let named = rest % 2
    rest /= 2
    let element = rest % (elementCount + 1)
    return (rest / (elementCount + 1), element, named, mask, evidence)
  }

  /// Gives a mask bit to each single-valued parameter this phrase's slots or the extras may fill.
  mutating func prepareParameterBits(for phrase: CompiledPhrase) {
    bitOf = [Int](repeating: -1, count: intent.intent.parameters.count)
    var next = 0
    func track(_ index: Int) {
      guard bitOf[index] < 0, !isList[index],
        next < Self.maxTrackedParameters
      else { return }
      bitOf[index] = next
      next += 1
    }
    for case .slot(let index) in phrase.elements { track(index) }
    for mentions in intent.mentions {
      for mention in mentions where !mention.negated { track(mention.parameter) }
    }
    maskCount = 1 << next
  }

  /// Whether phrase element `i` comes right after the phrase's word "to" (or another
  /// destination word).
  func followsDestinationWord(_ i: Int, _ elements: [PhraseElement]) -> Bool {
    guard i > 0, case .word(let token, _, _) = elements[i - 1] else { return false }
    return AppNameScan.destinationWords.contains(token.text)
  }

  /// Whether a mention or slot of parameter `index` may fill it in `mask`, and the new mask.
  func fill(_ index: Int, _ mask: Int) -> Int? {
    let bit = bitOf[index]
    if bit < 0 { return isList[index] ? mask : nil }
    return mask & (1 << bit) == 0 ? mask | (1 << bit) : nil
  }
}

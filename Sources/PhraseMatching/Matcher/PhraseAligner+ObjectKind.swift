extension PhraseAligner {
  /// Whether the last alignment leaves out, right after the phrase's verb, a noun of another
  /// kind than the things of the intent's phrase parameters (`NounKinds`): "Order a *hammer*
  /// from Soup Chef", read as "Order ${applicationName}" with "hammer" skipped, orders no soup.
  /// The object said is the last of the words skipped there ("a yoga *mat*"), and no value is
  /// said besides.
  func skipsObjectOfOtherKind() -> Bool {
    var kinds = Set<UInt8>()
    for parameter in intent.intent.parameters where parameter.isPhraseParameter {
      kinds.formUnion(parameter.thingKinds)
    }
    guard !kinds.isEmpty else { return false }
    let steps = path()
    // A value said besides is what the request is about: the skipped word only says how much
    // or which part ("a *side* of croutons").
    guard !steps.contains(where: { !$0.words.isEmpty && ($0.kind == .slot || $0.kind == .extra) })
    else { return false }
    var sawVerb = false
    var object: Int?
    for step in steps where !step.words.isEmpty {
      switch step.kind {
      case .filler, .appName, .movedAppName:
        continue
      case .skipped where sawVerb:
        object = step.words.upperBound - 1
        continue
      default:
        break
      }
      // The verb, or the first word that says something after the skipped ones.
      if sawVerb || object != nil { break }
      sawVerb = true
    }
    guard let object else { return false }
    return NounKinds.english.namesOtherKind(scan.tokens[object].text, than: kinds)
  }
}

extension PhraseAligner {
  /// Whether the last alignment leaves out, right after the phrase's verb, a noun of another
  /// kind than the things of the intent's phrase parameters (`NounKinds`): "Order a *hammer*
  /// from Soup Chef", read as "Order ${applicationName}" with "hammer" skipped, orders no soup.
  /// Or one kind of the parameter's own thing, which the app would have found as a value had it
  /// one (`NounHypernyms.namesKind`): "Order Soup Chef's *minestrone*". The object said is the
  /// last of the words skipped there ("a yoga *mat*"), and no value is said besides.
  func skipsObjectOfOtherKind() -> Bool {
    var kinds = Set<UInt8>()
    var nouns: [String] = []
    for parameter in intent.intent.parameters
    where parameter.isPhraseParameter && !parameter.thingKinds.isEmpty {
      kinds.formUnion(parameter.thingKinds)
      nouns.append(CompiledParameter.lastWord(of: parameter.name))
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
    let said = scan.tokens[object].text
    return NounKinds.english.namesOtherKind(said, than: kinds)
      || nouns.contains { NounHypernyms.english.namesKind(said, besides: $0) }
  }
}

extension PhraseAligner {
  /// Whether the last alignment leaves out the phrase's own word after its verb while a word
  /// said right after the verb is left out too: "Open *my profile* in Trails" names another
  /// thing than "Open Favorites in …", "Log *my weight*" another action than "Log out of …".
  /// The verb is said; fillers between don't count. The phrase's word is its verb's particle
  /// ("out") or else its first content word after the verb.
  func skipsObjectTheAppLacks() -> Bool {
    guard let phrase, let head = phrase.headElement,
      let object = phrase.elements.indices.dropFirst(head + 1).first(where: { index in
        guard case .word(let token, let isContent, _) = phrase.elements[index] else {
          return false
        }
        return isContent
          || index == head + 1 && Lexicon.matching.verbParticles.contains(token.text)
      })
    else { return false }
    let steps = path()
    guard
      let verb = steps.firstIndex(where: { $0.elements.contains(head) }),
      !steps[verb].words.isEmpty,
      steps.contains(where: { $0.elements.contains(object) && $0.kind == .missing })
    else { return false }
    // The phrase's own function words said on the way count as fillers ("Show *my* day pass").
    let next = steps[(verb + 1)...].first { step in
      guard !step.words.isEmpty, step.kind != .filler else { return false }
      guard let element = step.element, case .word(_, let isContent, _) = phrase.elements[element]
      else { return true }
      return isContent
    }
    return next?.kind == .skipped
  }
}

extension PhraseAligner {
  /// Whether the last alignment leaves out a word right before a noun of the phrase that the
  /// intent's own name says after another word: "Purchase an *annual* pass" is no
  /// `BuyDayPass`, whose pass is a day pass. A number, a word of the app's phrases or values
  /// and the name's own word are no other kind ("a *trail* pass", "a *day* pass").
  func skipsAnotherKindOfNamedThing() -> Bool {
    let named = intent.intent.nameWords
    // Read the path only for an intent whose phrases say a noun its name says after another.
    guard named.count >= 3, named.dropFirst(2).contains(where: intent.intent.literalWords.contains),
      let phrase
    else { return false }
    let steps = path()
    for (position, step) in steps.enumerated().dropFirst()
    where [.exact, .plural, .wordForm, .typo].contains(step.kind) {
      guard let element = step.element, case .word(let token, _, _) = phrase.elements[element],
        let at = named.firstIndex(of: token.text), at >= 2,
        case let before = steps[position - 1], before.words.count == 1,
        // Left out, or said in the place of the name's own word ("Buy an *annual* pass" for
        // "Buy a … day pass").
        before.kind == .skipped
          || before.kind == .replaced
            && before.element.map({ element in
              guard case .word(let own, _, _) = phrase.elements[element] else { return false }
              return own.text == named[at - 1]
            }) == true
      else { continue }
      let word = before.words.lowerBound
      let said = scan.tokens[word].text
      // "A *daily* pass" is a day pass: a word of the name's stem is that word, and so is the
      // word misspelt ("a *dya* pass").
      guard !said.hasPrefix(named[at - 1].dropLast()), scan.numbers[word].isEmpty,
        EditDistance.distance(said, named[at - 1], limit: 2) == nil,
        !names.isOwnPhraseWord[word],
        !names.isOwnValueWord[word],
        !intent.intent.literalWords.contains(said),
        !intent.intent.parameters.indices.contains(where: { intent.hasEntryWord($0, word) })
      else { continue }
      return true
    }
    return false
  }
}

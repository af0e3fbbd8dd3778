/// Verbs are evidence: a verb the person said asks for the phrase whose verb it is.
extension PhraseAligner {
  /// The word of the last alignment that says a verb other than the phrase's, where the
  /// phrase's first content word is left out or said as an unknown word (or before a phrase
  /// that starts with its object); nil for none.
  ///
  /// The request's first word — after fillers and the app's name — is its verb. When the
  /// phrase's verb is not said (missing, or an unknown word in its place), that word asks for
  /// something else: a verb of another phrase of the same app that was skipped as a filler
  /// ("*Open* the book Little Women" is no "Buy a book"), or a word the lexicon doesn't know at
  /// the verb's place ("*Translate* a workout in Trails"). Ignoring it would be cheaper than a
  /// missing verb; it costs `foreignWord` instead, as another action's verb does.
  func wordClashingWithVerb() -> Int? {
    guard let phrase else { return nil }
    let steps = path()
    // A phrase that starts with its object has no verb to miss: any word before it is the
    // request's verb.
    if let head = phrase.headElement {
      guard let said = steps.first(where: { $0.elements.contains(head) }) else { return nil }
      switch said.kind {
      case .replaced:
        // A verb WordNet knows in the verb's place asks for its own action, whatever the phrase's
        // verb may seem said as later ("*Move* Dune over to *Read*": the shelf).
        if let word = said.words.first, saysAnotherVerb(word, phrase),
          !steps.contains(where: { step in
            step.words.first.map { $0 < word } == true
              && ![.filler, .appName, .movedAppName].contains(step.kind)
          })
        {
          return word
        }
      case .missing: break
      case .paraphrase: return verbSaidBeside(paraphrase: said, in: steps)
      default:
        // The phrase's verb said only as a noun ("Reschedule my tomato soup *order*") is no
        // verb said.
        guard let word = said.words.first, names.isNounUse[word] else { return nil }
      }
    }
    // The phrase's verb said again elsewhere ("I Manhattan *need* clam chowder") is said.
    guard !steps.contains(where: { $0.kind == .repeatedVerb }) else { return nil }
    for step in steps where !step.words.isEmpty {
      let word = step.words.lowerBound
      switch step.kind {
      case .appName, .movedAppName:
        continue
      case .repeatedVerb:
        return nil
      case .filler:
        // The phrase's own verb said as a filler is the phrase's verb all the same.
        if isPhraseVerb[word] { return nil }
        if saysAnotherPhrasesVerb(word) { return word }
        continue
      case .replaced, .skipped:
        if names.isAppPhraseVerb[word], !names.isNounUse[word] { return word }
        // A verb the lexicon knows is read by its rules (a paraphrase, another action).
        let lexicon = Lexicon.matching
        let isKnownVerb =
          scan.isGroupVerb[word] || lexicon.neutralVerbs.contains(scan.tokens[word].text)
        return !isKnownVerb && !misspells(word, phrase) && step.words.allSatisfy(isPlainUnknown)
          ? word : nil
      default:
        return nil
      }
    }
    return nil
  }

  /// Whether word `j`, in the place of the phrase's verb, is another verb: one WordNet knows,
  /// that the lexicon's groups don't read, that misspells no phrase verb, that names no value
  /// as said — even where it looks like a value's word misspelt ("*Move*": "Moby") — and that
  /// goes to no app named next ("*Hop* into the Soup Chef app and …").
  private func saysAnotherVerb(_ j: Int, _ phrase: CompiledPhrase) -> Bool {
    let text = scan.tokens[j].text
    guard !scan.isGroupVerb[j], !Lexicon.matching.neutralVerbs.contains(text),
      names.spans[j].isEmpty, scan.fillerCosts[j] == nil, !isPhraseVerb[j],
      intent.mentions[j].allSatisfy({ $0.fitCost > 0 }), !misspells(j, phrase)
    else { return false }
    var next = j + 1
    while next < scan.count, scan.fillerCosts[next] != nil { next += 1 }
    guard next == scan.count || names.spans[next].isEmpty else { return false }
    return WordNetTable.english.verbs[text] != nil
  }

  /// The particle said right after the phrase's verb where the phrase has another one: "sign
  /// *up* for Trails" is no "Sign out of Trails", "log *in*" no "log out". A particle makes its
  /// verb another verb (WordNet files "sign up" apart from "sign"), so reading it as a filler
  /// would run the opposite action; nil when the phrase's verb has no particle or keeps its own.
  func particleClashingWithVerb() -> Int? {
    guard let phrase, let head = phrase.headElement, head + 1 < phrase.elements.count,
      case .word(let own, _, _) = phrase.elements[head + 1]
    else { return nil }
    let particles = Lexicon.matching.verbParticles
    guard particles.contains(own.text) else { return nil }
    let steps = path()
    guard
      let verb = steps.first(where: { step in
        step.elements.contains(head) && [.exact, .typo, .wordForm].contains(step.kind)
      }),
      steps.contains(where: { $0.elements.contains(head + 1) && $0.kind == .missing })
    else { return nil }
    // An object pronoun may come between the verb and its particle ("sign me up").
    var word = verb.words.upperBound
    while word < scan.count, Lexicon.matching.objectPronouns.contains(scan.tokens[word].text) {
      word += 1
    }
    guard word < scan.count, particles.contains(scan.tokens[word].text) else { return nil }
    return word
  }

  /// A particle left over after the request's verb and its object that makes the verb another
  /// one WordNet knows: "*Take* the croutons *off* my order" removes, it orders nothing.
  func particleAfterObject() -> Int? {
    let particles = Lexicon.matching.verbParticles
    guard scan.tokens.contains(where: { particles.contains($0.text) }) else { return nil }
    let steps = path()
    guard
      let verb = steps.first(where: { step in
        !step.words.isEmpty && ![.appName, .movedAppName, .filler].contains(step.kind)
      }), [.exact, .paraphrase, .repeatedVerb, .wordForm].contains(verb.kind)
    else { return nil }
    let said = scan.tokens[verb.words.lowerBound].text
    for step in steps where step.kind == .skipped && step.words.count == 1 {
      let word = step.words.lowerBound
      guard word > verb.words.upperBound, particles.contains(scan.tokens[word].text),
        WordNetTable.english.verbs[said + " " + scan.tokens[word].text] != nil
      else { continue }
      return word
    }
    return nil
  }

  /// The word of another phrase's verb said as a filler where the phrase's verb is only
  /// paraphrased: "I'd *love* it if you could *add* a book" says Add, not Buy ("love" is one of
  /// the words for getting). The other phrase's verb said exactly is the stronger evidence.
  private func verbSaidBeside(paraphrase: PathStep, in steps: [PathStep]) -> Int? {
    steps.first { step in
      guard step.kind == .filler, let word = step.words.first else { return false }
      return !paraphrase.words.contains(word) && !isPhraseVerb[word]
        && saysAnotherPhrasesVerb(word)
    }?.words.first
  }

  /// Whether word `j` is the phrase's first word misspelt past the typo budget: one edit in a
  /// short word ("Gt", "Bry"), two in a longer one, a stray letter before it ("qBuy") or a
  /// function word run into it ("OpenTo").
  private func misspells(_ j: Int, _ phrase: CompiledPhrase) -> Bool {
    guard let head = phrase.headElement, case .word(let expected, _, _) = phrase.elements[head]
    else { return false }
    let (said, verb) = (scan.tokens[j].text, expected.text)
    if said.count == verb.count + 1, said.hasSuffix(verb) || said.hasPrefix(verb) { return true }
    if said.hasPrefix(verb),
      Lexicon.matching.functionWords.contains(String(said.dropFirst(verb.count)))
    {
      return true
    }
    return EditDistance.distance(said, verb, limit: verb.count > 4 ? 2 : 1) != nil
  }

  /// Whether word `j`, said as a filler, is the verb of another phrase of the app: not a noun
  /// ("my *order*") and not the verb of opening the app ("open Trails and …").
  private func saysAnotherPhrasesVerb(_ j: Int) -> Bool {
    names.isAppPhraseVerb[j] && !names.isNounUse[j] && !namesAppNext(j)
  }

  /// Whether the app's name comes right after word `j` ("open Trails and …": the verb is the
  /// app's, not a phrase's).
  private func namesAppNext(_ j: Int) -> Bool {
    j + 1 < scan.count && !names.spans[j + 1].isEmpty
  }
}

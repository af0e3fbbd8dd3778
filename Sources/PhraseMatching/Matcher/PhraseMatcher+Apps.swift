extension PhraseMatcher {
  /// What `text` is on its own, from the memo.
  func saidWord(_ text: String) -> SaidWord {
    saidWords.value(for: text) {
      let token = MatchToken(text)
      let names = appNames.references(of: token)
      return SaidWord(
        token: token, fillerCost: UtteranceScan.fillerCost(token),
        isActionVerb: UtteranceScan.isActionVerb(text), startsNumber: NumberWords.canStart(text),
        names: names, parts: runTogetherParts(of: text, names: names))
    }
  }

  /// The scan again with what each word is to `app`: its cost as each of the app's literal
  /// words and its readings in each of the app's vocabularies (`AppWord`, from the app's memo).
  ///
  /// Worked out per app, once the utterance names it, so that a new word costs the work of the
  /// apps it is said to, not of every loaded app; everything else is the scan's own, not worked
  /// out again.
  func appScan(_ app: CompiledApp, _ scan: UtteranceScan) -> UtteranceScan {
    let words = scan.tokens.map { token in
      app.saidWords.value(for: token.text) { AppWord(token, app: app) }
    }
    return UtteranceScan(
      scan, literalCosts: words.map(\.literalCosts),
      vocabularyWords: words.map(\.vocabularyWords))
  }
}

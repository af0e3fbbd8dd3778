extension Lexicon {
  /// This lexicon with `other`'s words added to each list, under `other`'s locale: how a
  /// language's lexicon is built on English's, and the matcher's one of every language.
  ///
  /// A word in both keeps this lexicon's value; a verb group of the same name gets the other's
  /// new expressions after its own, and a new group comes last. Lists keep their order, so two
  /// languages built on English merge into English's words, then each one's own. The answer
  /// lists (yes, no, cancel, ordinals, "last", the words around a position) are `other`'s own,
  /// not merged: a person answers Siri in the session's language.
  package func merging(_ other: Lexicon) -> Lexicon {
    func keepingFirst<Value>(_ first: Value, _: Value) -> Value { first }
    var groups = verbGroups
    for group in other.verbGroups {
      if let index = groups.firstIndex(where: { $0.name == group.name }) {
        let known = groups[index].expressions
        groups[index] = VerbGroup(
          group.name, known + group.expressions.filter { !known.contains($0) })
      } else {
        groups.append(group)
      }
    }
    return Lexicon(
      locale: other.locale, sentences: other.sentences,
      yesAnswers: other.yesAnswers,
      yesFirstWords: other.yesFirstWords,
      noAnswers: other.noAnswers,
      noFirstWords: other.noFirstWords,
      cancelWords: other.cancelWords,
      dayOffsets: dayOffsets.merging(other.dayOffsets, uniquingKeysWith: keepingFirst),
      listConjunctions: listConjunctions.union(other.listConjunctions),
      numberUnits: numberUnits.merging(other.numberUnits, uniquingKeysWith: keepingFirst),
      numberTeens: numberTeens.merging(other.numberTeens, uniquingKeysWith: keepingFirst),
      numberTens: numberTens.merging(other.numberTens, uniquingKeysWith: keepingFirst),
      numberScales: numberScales.merging(other.numberScales, uniquingKeysWith: keepingFirst),
      ordinalWords: other.ordinalWords,
      lastWords: other.lastWords,
      trailingChoiceWords: other.trailingChoiceWords,
      choicePrefixes: other.choicePrefixes,
      choiceArticles: other.choiceArticles,
      countWords: countWords.merging(other.countWords, uniquingKeysWith: keepingFirst),
      numberHomophones: numberHomophones.merging(
        other.numberHomophones, uniquingKeysWith: keepingFirst),
      numberGrammars: numberGrammars + other.numberGrammars,
      fillers: fillers.union(other.fillers),
      fillerPhrases: fillerPhrases + other.fillerPhrases.filter { !fillerPhrases.contains($0) },
      functionWords: functionWords.union(other.functionWords),
      questionWords: questionWords.union(other.questionWords),
      questionOpeners: questionOpeners.union(other.questionOpeners),
      wakeWords: wakeWords.union(other.wakeWords),
      negations: negations.union(other.negations),
      possessives: possessives.union(other.possessives),
      splitPronouns: splitPronouns.union(other.splitPronouns),
      measureWords: measureWords.union(other.measureWords),
      numberCues: numberCues + other.numberCues.filter { !numberCues.contains($0) },
      timeWords: timeWords.union(other.timeWords),
      numberTails: numberTails + other.numberTails.filter { !numberTails.contains($0) },
      notCountingBefore: notCountingBefore.union(other.notCountingBefore),
      verbGroups: groups,
      neutralVerbs: neutralVerbs.union(other.neutralVerbs),
      appPrepositions: appPrepositions.union(other.appPrepositions),
      clauseLinkers: clauseLinkers.union(other.clauseLinkers),
      clauseSubjects: clauseSubjects.union(other.clauseSubjects),
      addressWords: addressWords.union(other.addressWords),
      stateQuestionWords: stateQuestionWords.union(other.stateQuestionWords),
      progressiveMarkers: progressiveMarkers
        + other.progressiveMarkers.filter { !progressiveMarkers.contains($0) },
      verbParticles: verbParticles.union(other.verbParticles),
      subjectAuxiliaries: subjectAuxiliaries.union(other.subjectAuxiliaries),
      subjectPronouns: subjectPronouns.union(other.subjectPronouns),
      objectPronouns: objectPronouns.union(other.objectPronouns),
      articles: articles.union(other.articles),
      verbPrefixes: verbPrefixes + other.verbPrefixes.filter { !verbPrefixes.contains($0) },
      indefinitePronouns: indefinitePronouns.union(other.indefinitePronouns),
      placePrepositions: placePrepositions.union(other.placePrepositions),
      routePrepositions: routePrepositions.union(other.routePrepositions),
      suitabilityWords: suitabilityWords.union(other.suitabilityWords))
  }
}

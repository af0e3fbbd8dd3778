extension Lexicon {
  /// French: English's lists plus the French fillers, function words, question words,
  /// negations and verbs people say to a French phrase ("s'il vous plaît", "je voudrais",
  /// "commander"), and the French answers: yes, no and cancel ("oui", "non", "annuler"), rows by
  /// position ("le deuxième", "la dernière", "numéro deux"). French number words
  /// are read by `NumberGrammar.french` (`Lexicon+French+Numbers.swift`); day words are English's.
  public static let french = english.merging(
    Lexicon(
      locale: "fr", sentences: FrenchSentences(),
      // Answers are French's own (`merging`): "yes" is not French, "ok" is.
      yesAnswers: [
        "oui", "ouais", "oui merci", "oui sil vous plait", "bien sur", "d accord", "daccord",
        "volontiers", "exactement", "confirmer", "vas y", "allez y", "ok", "okay", "oui oui",
        "cest bon", "parfait", "tout a fait", "absolument", "valider",
      ],
      yesFirstWords: ["oui", "ouais", "ok", "okay", "daccord"],
      noAnswers: [
        "non", "nan", "non merci", "pas du tout", "surtout pas", "certainement pas",
        "pas question", "non non",
      ],
      noFirstWords: ["non", "nan"],
      cancelWords: [
        "annuler", "annule", "laisse tomber", "laissez tomber", "oublie", "oubliez", "arrete",
        "arreter", "stop",
      ],
      // "un" and "une" alone are mostly articles; as a whole answer they pick the first row.
      numberUnits: ["un": 1, "une": 1],
      ordinalWords: [
        "premier": "un", "premiere": "un", "deuxieme": "deux", "second": "deux",
        "seconde": "deux", "troisieme": "trois", "quatrieme": "quatre", "cinquieme": "cinq",
        "sixieme": "six", "septieme": "sept", "huitieme": "huit", "neuvieme": "neuf",
        "dixieme": "dix", "onzieme": "onze", "douzieme": "douze", "vingtieme": "vingt",
      ],
      lastWords: ["dernier", "derniere"],
      trailingChoiceWords: ["option", "choix", "sil", "vous", "plait", "svp", "merci"],
      choicePrefixes: ["numero", "option", "choix", "no"],
      choiceArticles: ["le", "la", "l"],
      numberGrammars: [.french],
      fillers: [
        // Politeness, pronouns, articles, prepositions ("s'il vous plaît", "je voudrais").
        "sil", "vous", "te", "plait", "svp", "stp", "merci", "bonjour", "salut", "je", "j", "moi",
        "nous", "le", "la", "les", "l", "une", "des", "du", "de", "d", "pour", "avec", "sur",
        "chez", "dans", "et", "ou", "est", "ce", "que", "qu", "peux", "pouvez", "aussi",
        "maintenant",
      ],
      functionWords: [
        "sur", "chez", "de", "du", "des", "le", "la", "les", "l", "une", "pour", "avec", "dans",
        "et", "ou", "mon", "ma", "mes",
      ],
      questionWords: ["quoi", "quel", "quelle", "quels", "comment", "pourquoi", "quand"],
      // "Est-ce que …" opens a yes/no question.
      questionOpeners: ["est"],
      wakeWords: ["dis", "salut", "bonjour", "alors"],
      negations: ["ne", "pas", "jamais", "sans"],
      verbGroups: [
        VerbGroup(
          "get",
          [["commander"], ["acheter"], ["prendre"], ["voudrais"], ["veux"], ["aimerais"]]),
        VerbGroup("delete", [["annuler"], ["supprimer"]]),
        VerbGroup("set", [["renommer"], ["modifier"]]),
        VerbGroup("close", [["fermer"], ["quitter"]]),
        VerbGroup("mark", [["marquer"], ["archiver"]]),
        VerbGroup("export", [["imprimer"], ["exporter"], ["copier"]]),
      ],
      neutralVerbs: ["voudrais", "veux", "aimerais", "prendre"],
      appPrepositions: ["dans", "sur", "avec", "depuis", "chez", "via"]))
}

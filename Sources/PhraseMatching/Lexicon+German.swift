extension Lexicon {
  /// German: English's lists plus the German fillers, function words, question words,
  /// negations and verbs people say to a German phrase ("bitte", "ich möchte", "bestellen").
  /// German yes, no and cancel ("ja", "nein", "abbrechen") are its own too. German number words
  /// are read by `NumberWords+OtherLanguages.swift`; day words are English's.
  public static let german = english.merging(
    Lexicon(
      locale: "de",
      yesAnswers: [
        "ja", "jawohl", "ja bitte", "genau", "klar", "naturlich", "selbstverstandlich",
        "bestatigen", "mach das", "in ordnung",
      ],
      yesFirstWords: ["ja"],
      noAnswers: ["nein", "nee", "nein danke", "auf keinen fall", "lieber nicht"],
      noFirstWords: ["nein", "nee"],
      cancelWords: ["abbrechen", "vergiss es", "stopp", "lass es"],
      fillers: [
        // Politeness, pronouns, articles, prepositions ("bitte", "ich möchte").
        "bitte", "danke", "hallo", "ich", "mir", "mich", "wir", "uns", "der", "die", "das", "den",
        "dem", "ein", "eine", "einen", "einem", "einer", "von", "mit", "bei", "fur", "auf", "im",
        "und", "oder", "mal", "doch", "gerne", "gern", "kannst", "konntest", "konnen", "jetzt",
      ],
      functionWords: [
        "bei", "von", "mit", "der", "die", "das", "den", "dem", "ein", "eine", "einen", "fur",
        "auf", "im", "und", "oder", "mein", "meine", "meinen", "bitte",
      ],
      // "was" and "wer" left out: "was" is English too.
      questionWords: ["wie", "warum", "wo", "wann", "welche", "welcher"],
      questionOpeners: ["ist", "sind", "hast", "hat", "gibt", "habe", "haben"],
      wakeWords: ["hallo", "also", "na"],
      negations: ["nicht", "kein", "keine", "keinen", "nie", "ohne"],
      verbGroups: [
        VerbGroup(
          "get", [["bestellen"], ["kaufen"], ["holen"], ["mochte"], ["hatte", "gern"]]),
        VerbGroup("delete", [["stornieren"], ["loschen"], ["abbestellen"]]),
        VerbGroup("set", [["umbenennen"], ["andern"]]),
        VerbGroup("close", [["schliessen"], ["beenden"]]),
        VerbGroup("mark", [["markieren"], ["archivieren"]]),
        VerbGroup("export", [["drucken"], ["exportieren"], ["kopieren"]]),
      ],
      neutralVerbs: ["mochte", "holen"],
      appPrepositions: ["in", "mit", "bei", "auf", "uber", "von"]))
}

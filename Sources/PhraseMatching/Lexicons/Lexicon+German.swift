extension Lexicon {
  /// German: English's lists plus the German fillers, function words, question words,
  /// negations and verbs people say to a German phrase ("bitte", "ich möchte", "bestellen").
  /// German answers are its own too: yes, no and cancel ("ja", "nein", "abbrechen"), rows by
  /// position ("die zweite", "die letzte", "Nummer zwei"). German number words are read by `NumberGrammar.german` (`Lexicon+German+Numbers.swift`); day words are English's.
  public static let german = english.merging(
    Lexicon(
      locale: "de", sentences: GermanSentences(),
      // Answers are German's own (`merging`): "yes" is not German, "ok" is.
      yesAnswers: [
        "ja", "jawohl", "ja bitte", "genau", "klar", "naturlich", "selbstverstandlich",
        "bestatigen", "mach das", "in ordnung", "ok", "okay", "ja gerne", "na klar", "passt",
        "gerne", "auf jeden fall", "ja ja",
      ],
      yesFirstWords: ["ja", "ok", "okay", "klar"],
      noAnswers: [
        "nein", "nee", "no", "nein danke", "auf keinen fall", "lieber nicht", "nein nein",
        "bloss nicht",
      ],
      noFirstWords: ["nein", "nee"],
      cancelWords: ["abbrechen", "vergiss es", "stopp", "stop", "lass es", "abbruch"],
      // Whole answers that pick a row, besides `NumberWords`' cardinals ("elf" is English too).
      numberUnits: ["eins": 1, "elf": 11],
      ordinalWords: [
        "erste": "eins", "ersten": "eins", "erster": "eins", "erstes": "eins", "zweite": "zwei",
        "zweiten": "zwei", "zweiter": "zwei", "zweites": "zwei", "dritte": "drei",
        "dritten": "drei", "dritter": "drei", "drittes": "drei", "vierte": "vier",
        "vierten": "vier", "vierter": "vier", "viertes": "vier", "funfte": "funf",
        "funften": "funf", "funfter": "funf", "funftes": "funf", "sechste": "sechs",
        "sechsten": "sechs", "sechster": "sechs", "sechstes": "sechs", "siebte": "sieben",
        "siebten": "sieben", "siebter": "sieben", "siebtes": "sieben", "achte": "acht",
        "achten": "acht", "achter": "acht", "achtes": "acht", "neunte": "neun", "neunten": "neun",
        "neunter": "neun", "neuntes": "neun", "zehnte": "zehn", "zehnten": "zehn",
        "zehnter": "zehn", "zehntes": "zehn", "elfte": "elf", "elften": "elf", "elfter": "elf",
        "elftes": "elf", "zwolfte": "zwolf", "zwolften": "zwolf", "zwolfter": "zwolf",
        "zwolftes": "zwolf", "zwanzigste": "zwanzig", "zwanzigsten": "zwanzig",
        "zwanzigster": "zwanzig", "zwanzigstes": "zwanzig",
      ],
      lastWords: ["letzte", "letzten", "letzter", "letztes"],
      trailingChoiceWords: ["option", "bitte", "danke", "auswahl"],
      choicePrefixes: ["nummer", "nr", "option", "auswahl"],
      choiceArticles: ["der", "die", "das", "den", "dem"],
      numberGrammars: [.german],
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

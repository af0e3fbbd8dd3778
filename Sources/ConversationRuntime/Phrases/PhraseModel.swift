import PhraseMatching

// The phrase model the runtime loads: an app's phrases, their parameters' vocabularies, the
// phrase files they come from and the words of a language. The runtime names them so that what
// writes phrases without an app behind them (the generated corpus, the bench's synthetic apps,
// the fuzzers, a toy locale) imports the runtime alone and gets its answers as the runtime's
// values (`RankedPhrase`, `Interpretation`): one meaning under one name, as
// `EditDistance`.

/// An app's name and its intents' phrases, as the runtime indexes them.
package typealias AppPhrases = PhraseMatching.AppPhrases
/// One intent's phrases and its parameters' vocabularies.
package typealias IntentPhrases = PhraseMatching.IntentPhrases
/// A phrase in `${…}` form, parsed into text, the app's name and parameters.
package typealias PhraseTemplate = PhraseMatching.PhraseTemplate
/// What a parameter's words may name: entries, a number or free text.
package typealias SlotVocabulary = PhraseMatching.SlotVocabulary
/// One value a parameter's words may name, with its synonyms.
package typealias VocabularyEntry = PhraseMatching.VocabularyEntry
/// An `AppShortcuts.strings` (or `Localizable.strings`) file, as the runtime reads phrase files.
package typealias StringsFile = PhraseMatching.StringsFile
/// An `AppShortcuts.xcstrings` String Catalog, as the runtime reads phrase files.
package typealias StringCatalog = PhraseMatching.StringCatalog
/// A language's words for matching and answering, and Siri's sentences in it.
package typealias Lexicon = PhraseMatching.Lexicon
/// Siri's sentences in one language, part of its `Lexicon`.
package typealias SiriSentences = PhraseMatching.SiriSentences
/// Number words ("twenty-one", "third") read as numbers, as answers are read.
package typealias NumberWords = PhraseMatching.NumberWords
/// WordNet's English synonyms, as the matcher reads paraphrases.
package typealias WordNetTable = PhraseMatching.WordNetTable

import PhraseMatching

/// The matcher's bounded edit distance, for the modules above the runtime that suggest a
/// nearest name ("Did you mean …?") or forgive a typo (Spotlight's search): one distance
/// everywhere, and they need not import the matcher.
package typealias EditDistance = PhraseMatching.EditDistance

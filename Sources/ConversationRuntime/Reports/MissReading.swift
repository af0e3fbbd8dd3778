import PhraseMatching

/// What an utterance no phrase matched still says (an app named alone, an action the app
/// lacks, an app not loaded), as ``ConversationRuntime/missReading(for:)`` reads it for
/// `sirisim match`: the matcher's reading under the runtime's name, so the report above the
/// runtime need not import the matcher.
package typealias MissReading = PhraseMatching.MissReading

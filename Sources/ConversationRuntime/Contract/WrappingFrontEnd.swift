/// A front end around the one the person uses that also does something with the conversation:
/// writes it down (`TranscribingFrontEnd`), speaks it (`SpeakingFrontEnd`).
///
/// The person's front end shows each event first and this one's part follows, so a wrapper
/// never changes what the person sees or when; each wrapper answers prompts itself.
package protocol WrappingFrontEnd: ConversationFrontEnd {
  /// The front end the person uses.
  var inner: any ConversationFrontEnd { get }
  /// This wrapper's part for an event the person's front end has just shown.
  func didPresent(_ event: ConversationEvent)
}

extension WrappingFrontEnd {
  /// Shows the event in the person's front end, then does this wrapper's part.
  package func present(_ event: ConversationEvent) async {
    await inner.present(event)
    didPresent(event)
  }
}

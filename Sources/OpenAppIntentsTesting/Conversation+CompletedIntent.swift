import ConversationRuntime
import ConversationTesting

/// A conversation's intent as Apple's framework sees one, to check it against an
/// ``AppIntentExpectation``. SiriSim-only, not part of Apple's API; write `@_spi(SiriSim)
/// import OpenAppIntentsTesting` on Linux to use it.
extension Conversation {
  /// The intent the conversation's last turn completed, with the values Siri resolved for it
  /// (after every question was answered): an entity as a reference by its identifier, several
  /// as a list of references (a list of one entity reads as that one), any other value as the
  /// words Siri reads it back with ("Ferry Building", "2"). `nil` when the last turn did not complete an intent of
  /// `definitions`' app.
  ///
  /// ```swift
  /// try await c.confirm()
  /// let ordered = try #require(c.completedIntent(in: definitions))
  /// let expectation = definitions.intents["OrderSoup"].expect(
  ///   soup: definitions.entities["SoupAppEntity"].expectIdentifier("newEnglandClamChowder"),
  ///   storeLocation: .equals("Ferry Building"))
  /// #expect(try await expectation.isSatisfied(by: ordered))
  /// ```
  ///
  /// A conversation keeps no returned value: the result is absent to
  /// ``AppIntentExpectationProviding/isSatisfied(by:result:)``; check what Siri said instead.
  @_spi(SiriSim)
  public func completedIntent(in definitions: IntentDefinitions) -> AnyAppIntent? {
    guard case .completed(let completion) = outcome,
      let donation = runtime.lastCompletedIntent, donation.intent == completion.intent,
      let session = definitions.session, donation.app == session.app.displayName
    else { return nil }
    var intent = definitions.intents[donation.intent].makeIntent()
    for parameter in donation.parameters {
      let references = parameter.entities.compactMap { text -> AnyAppEntity? in
        guard let slash = text.firstIndex(of: "/") else { return nil }
        return definitions.entities[String(text[..<slash])]
          .makeReference(identifier: String(text[text.index(after: slash)...]))
      }
      switch references.count {
      case 0: intent[dynamicMember: parameter.name] = parameter.value
      case 1: intent[dynamicMember: parameter.name] = references[0]
      default: intent[dynamicMember: parameter.name] = references
      }
    }
    return intent
  }
}

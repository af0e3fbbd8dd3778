import ConversationRuntime
import ConversationTesting
import SoupChef
import Testing

/// `--locale fr` and `--locale de` end to end through the real runtime and Soup Chef: a phrase
/// in the language, answers in its words, Siri's dialogs in it, and Soup Chef's own from its
/// `Localizable.strings`.
@Suite struct LocalizedConversationTests {
  @Test func aFrenchOrderIsAnsweredAndSpokenInFrench() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self], locale: "fr")
    try await c.say("Commander une soupe à la tomate avec Soup Chef")
    #expect(c.lastDialog == "Que choisir pour « Magasin » ?")
    try await c.answer("le deuxième")
    #expect(c.lastDialog == "Le total est de $2.95. Prêt à commander ?")
    #expect(c.prompt == .confirmation("Commander"))
    try await c.answer("oui")
    #expect(
      c.lastDialog
        == "Le total est de $2.95. Votre commande (Tomato Soup) sera prête dans 10 minutes.")
    guard case .completed = c.outcome else {
      Issue.record("not completed: \(String(describing: c.outcome))")
      return
    }
  }

  @Test func aGermanOrderIsAnsweredAndSpokenInGerman() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self], locale: "de")
    try await c.say("Bei Soup Chef bestellen")
    #expect(c.lastDialog == "Was darf es für „Suppe“ sein?")
    try await c.answer("die zweite")
    #expect(c.lastDialog == "Was darf es für „Filiale“ sein?")
    try await c.answer("eins")
    #expect(c.prompt == .confirmation("Bestellen"))
    try await c.answer("ja")
    #expect(c.lastDialog.hasPrefix("Das macht $2.95. Deine Bestellung (Tomato Soup)"))
    guard case .completed = c.outcome else {
      Issue.record("not completed: \(String(describing: c.outcome))")
      return
    }
  }

  /// Siri on a French device does not understand "yes"; a typed number always works.
  @Test func englishYesIsNotFrenchButADigitIs() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self], locale: "fr")
    try await c.say("Commander une soupe à la tomate avec Soup Chef")
    try await c.answer("2")
    try await c.answer("yes")
    #expect(c.lastDialog == "Le total est de $2.95. Prêt à commander ?")
    #expect(c.dialogs.last == "Répondez « Commander » ou « Annuler ».")
    try await c.answer("d'accord")
    guard case .completed = c.outcome else {
      Issue.record("not completed: \(String(describing: c.outcome))")
      return
    }
  }

  @Test(arguments: [("fr", "annuler", "Annulé."), ("de", "abbrechen", "Abgebrochen.")])
  func aCancelWordOfTheLanguageCancels(locale: String, word: String, said: String) async throws {
    let c = try await Conversation(apps: [SoupChefApp.self], locale: locale)
    try await c.say(locale == "fr" ? "Commander sur Soup Chef" : "Bei Soup Chef bestellen")
    try await c.answer(word)
    #expect(c.outcome == .cancelled)
    #expect(c.lastDialog == said)
  }

  @Test func siriAnswersAMissInFrench() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self], locale: "fr")
    try await c.say("Commander chez Netflix")
    #expect(
      c.lastDialog
        == "Je ne connais pas d’app appelée Netflix. La seule app ici est Soup Chef.")
    try await c.say("quelle heure est-il")
    #expect(c.lastDialog.hasPrefix("Désolé, je ne peux pas vous aider. Vous pouvez dire :\n• «"))
  }

  /// English stays as it was, word for word.
  @Test func englishDialogsAreUnchanged() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self])
    try await c.say("Order tomato soup from Soup Chef")
    #expect(c.lastDialog == "Which store location?")
    try await c.answer("le deuxième")
    #expect(c.dialogs.last == "Sorry, which one? Say a number from 1 to 2, or a name.")
    try await c.answer("the second one")
    try await c.answer("oui")
    #expect(c.dialogs.last == "Please answer “Order” or “Cancel”.")
    try await c.answer("yes")
    #expect(c.lastDialog.hasPrefix("Your total is $2.95. Your Tomato Soup order"))
  }
}

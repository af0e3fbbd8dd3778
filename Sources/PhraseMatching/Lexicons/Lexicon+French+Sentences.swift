/// Siri's sentences in French; the app's words inside them stay as the app wrote them.
package struct FrenchSentences: SiriSentences {
  package init() {}

  package func yesOrNo(_ name: String) -> String { "\(name) ?" }
  package func howMany(_ name: String) -> String { "Combien ? (\(name))" }
  package func whatsThe(_ title: String, name: String) -> String {
    "Quelle valeur pour « \(name) » ?"
  }
  package func which(_ title: String, name: String) -> String { "Que choisir pour « \(name) » ?" }
  package func whatTime(_ name: String) -> String { "À quelle heure ? (\(name))" }
  package func whatDay(_ name: String) -> String { "Quel jour ? (\(name))" }
  package func when(_ name: String) -> String { "Quand ? (\(name))" }
  package func confirmValue(_ value: String?) -> String {
    "Pour confirmer, vous vouliez « \(value ?? "cela") » ?"
  }
  package func confirmAction(_ intentTitle: String) -> String {
    "Voulez-vous lancer « \(intentTitle) » ?"
  }
  package var chooseAnOption: String { "Que souhaitez-vous ?" }
  package func continueIn(_ app: String) -> String { "Continuer dans \(app) ?" }
  package var didYouMean: String { "Vouliez-vous dire…" }
  package func intent(_ title: String, in app: String) -> String { "\(title) dans \(app)" }

  package var yes: String { "Oui" }
  package var no: String { "Non" }
  package var cancel: String { "Annuler" }
  package var actionNames: [String: String] {
    [
      "Add": "Ajouter", "Book": "Réserver", "Buy": "Acheter", "Call": "Appeler",
      "Check In": "Enregistrer", "Continue": "Continuer", "Do It": "Valider", "Go": "Y aller",
      "Log": "Consigner", "Open": "Ouvrir", "Order": "Commander", "Pay": "Payer",
      "Post": "Publier", "Request": "Demander", "Run": "Exécuter", "Search": "Rechercher",
      "Send": "Envoyer", "Set": "Régler", "Start": "Démarrer", "Toggle": "Basculer",
    ]
  }
  package var backToSiri: String { "Retour à Siri" }
  package var snippetDone: String { "Terminé" }
  package var snippetButtons: String { "Appuyez sur un bouton, ou Terminé." }
  package var unlockButton: String { "Déverrouiller" }

  package var notAnOption: String { "Désolé, ce n’est pas l’une des options." }
  package func pickOne(count: Int) -> String {
    "Désolé, lequel ? Dites un numéro de 1 à \(count), ou un nom."
  }
  package func answerConfirmation(confirm: String, decline: String) -> String {
    "Répondez « \(confirm) » ou « \(decline) »."
  }
  package var gaveUp: String {
    "Désolé, je n’ai toujours pas compris, alors j’arrête. Réessayez quand vous voulez."
  }
  package var sayYesOrNo: String { "Répondez oui ou non." }
  package func couldNotFind(_ text: String) -> String { "Je n’ai pas trouvé « \(text) »." }
  package func notFound(_ text: String, typeName: String) -> String {
    "Je n’ai pas trouvé « \(text) » parmi les choix « \(typeName) »."
  }
  package func tooLarge(_ text: String, for title: String) -> String {
    "Désolé, \(text) est un nombre trop grand pour « \(title) »."
  }
  package func needWholeNumber(for title: String) -> String {
    "Désolé, il me faut un nombre entier pour « \(title) »."
  }
  package func needNumber(for title: String) -> String {
    "Désolé, il me faut un nombre pour « \(title) »."
  }
  package func outOfRange(_ title: String, from low: String, to high: String) -> String {
    "« \(title) » doit être compris entre \(low) et \(high)."
  }
  package func didNotCatch(_ name: String) -> String { "Je n’ai pas compris « \(name) »." }
  package func digitsOnly(_ name: String) -> String {
    "Désolé, « \(name) » ne prend que des chiffres."
  }
  package var needEmailAddress: String {
    "Désolé, ce n’est pas une adresse e-mail, comme nom@example.com."
  }
  package var needWebAddress: String {
    "Désolé, ce n’est pas une adresse web, comme https://example.com."
  }
  package var needTime: String { "Désolé, il me faut une heure, comme 19 h ou 7:30." }
  package var needDayAndTime: String {
    "Désolé, il me faut un jour et une heure, comme demain à 9 h."
  }
  package var needDate: String {
    "Désolé, il me faut une date, comme aujourd’hui, demain ou 2026-12-24."
  }
  package func noFile(at path: String) -> String {
    "Désolé, il n’y a pas de fichier à \(path). Donnez le chemin d’un fichier."
  }
  package func unreadableFile(_ path: String, reason: String) -> String {
    "Désolé, je ne peux pas lire \(path) : \(reason)."
  }
  package func wrongFileType(_ filename: String, expected: String) -> String {
    "Désolé, \(filename) n’est pas du bon type (\(expected)). Donnez un autre fichier."
  }
  package func exactly(_ count: Int) -> String { "exactement \(count)" }
  package func atMost(_ count: Int) -> String { "au plus \(count)" }
  package func atLeast(_ count: Int) -> String { "au moins \(count)" }
  package func wrongCount(_ given: Int, name: String, takes: String) -> String {
    "Désolé, cela en fait \(given) ; « \(name) » en prend \(takes)."
  }

  package func problem(with app: String) -> String {
    "Désolé, un problème est survenu avec \(app)."
  }
  package var cancelled: String { "Annulé." }
  package var done: String { "C’est fait." }
  package func unsupported(_ app: String) -> String {
    "\(app) ne prend pas encore cela en charge avec Siri."
  }
  package func hereIsWhatYouCanDo(with app: String) -> String {
    "Voici ce que vous pouvez faire avec \(app) :"
  }
  package func quoted(_ phrase: String) -> String { "• « \(phrase) »" }
  package func notLoaded(_ app: String) -> String { "Je ne connais pas d’app appelée \(app)." }
  package func onlyApp(_ app: String) -> String { " La seule app ici est \(app)." }
  package func appsHere(_ others: String, and last: String) -> String {
    " Les apps ici sont \(others) et \(last)."
  }
  package var cannotHelp: String { "Désolé, je ne peux pas vous aider. Vous pouvez dire :" }
  package var noApps: String { "Désolé, je ne peux pas vous aider. Aucune app n’est chargée." }
  package var none: String { "aucun" }
  package func resultValue(_ name: String, _ value: String) -> String { "\(name) : \(value)" }
  package func inTheApp(_ app: String) -> String { "\(app) est ouvert. Que voulez-vous faire ?" }
  package func actionButton(runs title: String) -> String {
    "Le bouton Action lance maintenant « \(title) »."
  }
  package func spotlightFoundNothing(for query: String) -> String {
    "Spotlight n’a rien trouvé pour « \(query) »."
  }
  package func spotlightFound(_ count: Int, for query: String) -> String {
    "Spotlight a trouvé \(count) résultats pour « \(query) »."
  }
  package var unlockFirst: String { "Vous devez d’abord déverrouiller votre iPhone." }
}

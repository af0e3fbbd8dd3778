/// Every loaded app's distinctive forms (`CompiledApp.distinctivePairs` and the forms of its
/// `distinctiveVocabularies`), indexed once by the apps that have them.
///
/// Each app's foreign forms are the other apps' distinctive forms with a word that is none of
/// its own (`CompiledApp.foreignForms`). Copied into every app they cost apps² × forms: with 100
/// apps and a million catalog titles, a hundred million strings. Looked up here instead, a form
/// is foreign to an app when another app has it and it has a word the app lacks: the same set.
final class DistinctiveForms: Sendable {
  /// Vocabularies with more forms than this are looked up in place rather than copied here.
  static let copyLimit = 4_096

  /// A large vocabulary of one app, looked up in place.
  private struct Source: Sendable {
    let app: Int
    let vocabulary: VocabularyIndex
  }

  /// Forms of pairs and small vocabularies: the one app that has each, or -1 for several.
  private let owners: [String: Int32]
  private let large: [Source]
  /// The first word of every form: the one app whose forms start with it, or -1 for several.
  private let firstWordOwners: [String: Int32]
  /// Every word of the small vocabularies' titles that could name a thing on its own
  /// (`isValueWord`): the one app whose values have it, or -1 for several.
  private let valueWordOwners: [String: Int32]
  /// Every content word of the apps' phrases that is no verb the lexicon knows ("conditions",
  /// "favorites"): the one app whose phrases have it, or -1 for several.
  private let phraseWordOwners: [String: Int32]
  /// Every noun of the apps' intents' type names after the verb ("trail", "pass" for Trails'
  /// `GetTrailInfo` and `BuyDayPass`): the one app whose intents name it, or -1 for several.
  private let kindNounOwners: [String: Int32]
  /// The app with the most words in a form, its count, and the most among the other apps.
  private let widest: (app: Int, words: Int, others: Int)

  /// Indexes the apps' distinctive forms.
  init(_ apps: [CompiledApp]) {
    var owners: [String: Int32] = [:]
    var firstWordOwners: [String: Int32] = [:]
    var valueWordOwners: [String: Int32] = [:]
    var phraseWordOwners: [String: Int32] = [:]
    var kindNounOwners: [String: Int32] = [:]
    var large: [Source] = []
    var maxWords = [Int](repeating: 0, count: apps.count)
    func own(_ key: String, _ app: Int, in map: inout [String: Int32]) {
      if let owner = map[key] {
        if owner != Int32(app) { map[key] = -1 }
      } else {
        map[key] = Int32(app)
      }
    }
    func add(_ form: String, _ app: Int) {
      guard Self.isDistinctive(form) else { return }
      own(form, app, in: &owners)
      let words = form.split(separator: " ")
      if let first = words.first { own(String(first), app, in: &firstWordOwners) }
      maxWords[app] = max(maxWords[app], words.count)
    }
    for (index, app) in apps.enumerated() {
      for pair in app.distinctivePairs { add(pair, index) }
      for intent in app.intents {
        for word in intent.literalWords
        where Self.isValueWord(word) && !Lexicon.matching.functionWords.contains(word) {
          own(word, index, in: &phraseWordOwners)
        }
        for word in intent.nameWords.dropFirst() where Self.isKindNoun(word) {
          own(word, index, in: &kindNounOwners)
        }
      }
      var seen = Set<ObjectIdentifier>()
      for vocabulary in app.distinctiveVocabularies
      where seen.insert(ObjectIdentifier(vocabulary)).inserted {
        guard vocabulary.forms.count > Self.copyLimit else {
          for form in vocabulary.formKeys {
            add(form, index)
            for word in form.split(separator: " ") where Self.isValueWord(String(word)) {
              own(String(word), index, in: &valueWordOwners)
            }
          }
          continue
        }
        large.append(Source(app: index, vocabulary: vocabulary))
        var firstWords = Set<Int32>()
        for form in vocabulary.forms {
          if let first = form.words.first { firstWords.insert(first) }
        }
        for word in firstWords {
          own(vocabulary.words[Int(word)].text, index, in: &firstWordOwners)
        }
        maxWords[index] = max(maxWords[index], vocabulary.maxFormWords)
      }
    }
    self.owners = owners
    self.firstWordOwners = firstWordOwners
    self.valueWordOwners = valueWordOwners
    self.phraseWordOwners = phraseWordOwners
    self.kindNounOwners = kindNounOwners
    self.large = large
    let widestApp = maxWords.indices.max { maxWords[$0] < maxWords[$1] } ?? 0
    widest = (
      widestApp, maxWords.isEmpty ? 0 : maxWords[widestApp],
      maxWords.indices.filter { $0 != widestApp }.map { maxWords[$0] }.max() ?? 0
    )
  }

  /// Whether a form counts as distinctive at all (`CompiledApp.distinctivePairs`).
  static func isDistinctive(_ form: String) -> Bool {
    form.count >= 3 && !Lexicon.matching.fillers.contains(form)
  }

  /// Whether a word of a title may name the thing on its own ("chowder", "dome", "reading"):
  /// four letters or more, no filler, no verb the lexicon knows, no number.
  static func isValueWord(_ word: String) -> Bool {
    word.count >= 4 && !Lexicon.matching.fillers.contains(word)
      && Lexicon.matching.groupsOfWord[word] == nil && !word.allSatisfy(\.isNumber)
      && NumberWords.parse(word) == nil
  }

  /// Whether an app other than `app` has `word` as a word of its values (`isValueWord`).
  func isValueWord(_ word: String, besides app: Int) -> Bool {
    guard let owner = valueWordOwners[word] else { return false }
    return owner != Int32(app)
  }

  /// Whether a word of an intent's type name names a kind of thing: a noun WordNet knows that
  /// is no function word ("out" in `LogOut`).
  static func isKindNoun(_ word: String) -> Bool {
    word.count >= 3 && !Lexicon.matching.functionWords.contains(word)
      && NounKinds.english.bits(of: word) != nil
  }

  /// Whether an app other than `app`, and no other, names `word` (or its singular) in its
  /// intents' type names ("trails" to Book Library: Trails' `GetTrailInfo`).
  func isKindNoun(_ word: String, besides app: Int) -> Bool {
    let owner =
      kindNounOwners[word] ?? (word.hasSuffix("s") ? kindNounOwners[String(word.dropLast())] : nil)
    guard let owner else { return false }
    return owner >= 0 && owner != Int32(app)
  }

  /// Whether an app other than `app` has `word` as a content word of its phrases.
  func isPhraseWord(_ word: String, besides app: Int) -> Bool {
    guard let owner = phraseWordOwners[word] else { return false }
    return owner != Int32(app)
  }

  /// Whether an app other than `app` has `form` as a distinctive form.
  func isOwned(_ form: String, besides app: Int) -> Bool {
    if let owner = owners[form], owner != Int32(app) { return true }
    for source in large where source.app != app && source.vocabulary.hasForm(form) {
      if Self.isDistinctive(form) { return true }
    }
    return false
  }

  /// Whether a form of an app other than `app` may start with `word` (some forms it names may
  /// not be foreign to `app`: a superset, which only bounds where `AppNameScan` looks).
  func startsForm(_ word: String, besides app: Int) -> Bool {
    guard let owner = firstWordOwners[word] else { return false }
    return owner != Int32(app)
  }

  /// The most words of a form of any app other than `app`: a bound on `app`'s foreign forms.
  func maxWords(besides app: Int) -> Int {
    app == widest.app ? widest.others : widest.words
  }
}

/// One app's foreign forms (`CompiledApp.foreignForms`): the other apps' distinctive forms with
/// a word that is none of the app's own, looked up in the shared `DistinctiveForms`.
struct ForeignForms: Sendable {
  private let forms: DistinctiveForms?
  private let app: Int
  private let ownWords: Set<String>

  /// No foreign forms.
  static let none = ForeignForms(nil, app: -1, ownWords: [])

  init(_ forms: DistinctiveForms?, app: Int, ownWords: Set<String>) {
    self.forms = forms
    self.app = app
    self.ownWords = ownWords
  }

  /// Whether `word` alone names another app's thing: a word of another app's values
  /// (`DistinctiveForms.isValueWord`) that is none of this app's words ("soup" to Trails).
  func containsWord(_ word: String) -> Bool {
    guard let forms, forms.isValueWord(word, besides: app) else { return false }
    return !ownWords.contains(word)
  }

  /// Whether `word` is a content word of another app's phrases and none of this app's words
  /// ("conditions" to Book Library): it means what it means there, never an unlisted synonym
  /// of this app's phrase words.
  func isOtherAppsPhraseWord(_ word: String) -> Bool {
    guard let forms, forms.isPhraseWord(word, besides: app) else { return false }
    return !ownWords.contains(word)
  }

  /// Whether `word` is a noun of another app's intents' type names and of none of this app's
  /// ("trail" to Book Library, though one of its books is "The Oregon Trail").
  func isOtherAppsKindNoun(_ word: String) -> Bool {
    forms?.isKindNoun(word, besides: app) ?? false
  }

  /// Whether `form` (normalized words joined by one space) is one of them.
  func contains(_ form: String) -> Bool {
    guard let forms, forms.isOwned(form, besides: app) else { return false }
    return form.split(separator: " ").contains { !ownWords.contains(String($0)) }
  }
}

/// Words a foreign form of one app may start with (`CompiledApp.foreignFirstWords`): every first
/// word of the other apps' distinctive forms, a superset that only says where to look.
struct ForeignFirstWords: Sendable {
  private let forms: DistinctiveForms?
  private let app: Int

  /// No words.
  static let none = ForeignFirstWords(nil, app: -1)

  init(_ forms: DistinctiveForms?, app: Int) {
    self.forms = forms
    self.app = app
  }

  /// Whether a foreign form may start with `word`.
  func contains(_ word: String) -> Bool {
    forms?.startsForm(word, besides: app) ?? false
  }
}

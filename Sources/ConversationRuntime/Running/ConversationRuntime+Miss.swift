import PhraseMatching

extension ConversationRuntime {
  /// The most of an app's shortcuts Siri lists after saying it can't do something: with its two
  /// lines of answer, a miss takes at most four lines of the screen.
  package static let unsupportedShortcutLimit = 2

  /// What Siri does when no App Shortcut matches, as on a device: the app's name alone opens the
  /// app; an app named with words none of its phrases fit "hasn't added support for that", and
  /// its own shortcuts follow; an app that is not loaded is one Siri doesn't know; otherwise, a
  /// few of the phrases nearest to what was said.
  func answerMiss(
    _ utterance: String, matcher: PhraseMatcher, with frontEnd: some ConversationFrontEnd
  ) async -> ConversationOutcome {
    switch matcher.missReading(for: utterance) {
    case .appAlone(let name)?:
      guard let app = apps.first(where: { $0.name == name }) else { break }
      let screen = await app.withDependencies { await app.manifest.currentScreen() }
      await frontEnd.present(.appOpened(AppOpened(app: name, screen: screen)))
      await frontEnd.present(.ended(.openedApp(app: name)))
      return .openedApp(app: name)
    case .unsupported(let name)?:
      // One phrase for each of the app's shortcuts, as Siri's "Here's what you can do" lists.
      var titles = Set<String>()
      let shortcuts = examplePhrases().filter { $0.app == name && titles.insert($0.title).inserted }
        .prefix(Self.unsupportedShortcutLimit).map(\.phrase)
      await frontEnd.present(
        .speech(
          SiriSpeech(
            app: nil,
            text: Dialogs(lexicon).unsupported(app: name, shortcuts: Array(shortcuts)),
            kind: .assistant)))
      await frontEnd.present(.ended(.notUnderstood))
      return .notUnderstood
    case .notLoaded(let name)?:
      await frontEnd.present(
        .speech(
          SiriSpeech(
            app: nil, text: Dialogs(lexicon).notLoaded(app: name, loaded: apps.map(\.name)),
            kind: .assistant)))
      await frontEnd.present(.ended(.notUnderstood))
      return .notUnderstood
    case nil:
      break
    }
    await frontEnd.present(
      .speech(SiriSpeech(app: nil, text: help(for: utterance), kind: .assistant)))
    await frontEnd.present(.ended(.notUnderstood))
    return .notUnderstood
  }

  /// The most phrases Siri suggests when nothing matched and no app was named: with its line of
  /// answer, a miss takes at most four lines of the screen.
  package static let nearestPhraseLimit = 3

  /// Siri's answer when nothing matched and no app was named: a few phrases, those that share
  /// the most words with `utterance` first (one for each App Shortcut), or else the first of
  /// each app's (never the whole list).
  func help(for utterance: String) -> String {
    let examples = examplePhrases()
    let dialogs = Dialogs(lexicon)
    guard !examples.isEmpty else { return dialogs.noApps }
    let said = Set(Self.contentWords(utterance))
    let shared = examples.map { example in
      Self.contentWords(example.phrase).filter { word in
        said.contains { Self.sameStem($0, word) }
      }.count
    }
    var seen = Set<[String]>()
    var picked = examples.indices.filter { shared[$0] > 0 }
      .sorted { shared[$0] != shared[$1] ? shared[$0] > shared[$1] : $0 < $1 }
      .filter { seen.insert([examples[$0].app, examples[$0].title]).inserted }
    if picked.isEmpty {
      picked = examples.indices.filter { seen.insert([examples[$0].app]).inserted }
    }
    let lines = picked.prefix(Self.nearestPhraseLimit).map { dialogs.quoted(examples[$0].phrase) }
    return ([dialogs.cannotHelp] + lines).joined(separator: "\n")
  }

  /// The normalized words of `text` that are no filler.
  private static func contentWords(_ text: String) -> [String] {
    TextNormalizer.tokens(text).filter { !Lexicon.matching.fillers.contains($0) }
  }

  /// Whether two words share a stem of four letters or are equal ("soups", "soup").
  private static func sameStem(_ a: String, _ b: String) -> Bool {
    a == b || a.count >= 4 && b.count >= 4 && a.prefix(4) == b.prefix(4)
  }

  /// How Siri would answer `utterance` if no App Shortcut matched it: the app it names opened
  /// or unsupported, or an app that isn't loaded; `nil` when it names none
  /// (`sirisim match --json`'s `"miss"`).
  package func missReading(for utterance: String) -> MissReading? {
    state.withLock { $0.index.matcher }.missReading(for: utterance)
  }
}

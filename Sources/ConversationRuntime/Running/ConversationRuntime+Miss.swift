import PhraseMatching

extension ConversationRuntime {
  /// The most of an app's shortcuts Siri lists after saying it can't do something: a screenful.
  public static let unsupportedShortcutLimit = 8

  /// What Siri does when no App Shortcut matches, as on a device: the app's name alone opens the
  /// app; an app named with words none of its phrases fit "hasn't added support for that", and
  /// its own shortcuts follow; otherwise, what the apps can do.
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
            app: nil, text: Dialogs.unsupported(app: name, shortcuts: Array(shortcuts)),
            kind: .assistant)))
      await frontEnd.present(.ended(.notUnderstood))
      return .notUnderstood
    case nil:
      break
    }
    await frontEnd.present(.speech(SiriSpeech(app: nil, text: help(), kind: .assistant)))
    await frontEnd.present(.ended(.notUnderstood))
    return .notUnderstood
  }

  /// How Siri would answer `utterance` if no App Shortcut matched it: the app it names opened
  /// or unsupported, or `nil` when it names no loaded app (`sirisim match --json`'s `"miss"`).
  public func missReading(for utterance: String) -> MissReading? {
    state.withLock { $0.index.matcher }.missReading(for: utterance)
  }
}

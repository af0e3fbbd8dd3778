@_spi(SiriSim) import OpenAppIntents
import PhraseMatching

extension ConversationRuntime {
  /// Xcode's build rules for App Shortcut phrases, with Xcode's wording, plus SiriSim's own:
  /// phrases that two intents or apps share.
  ///
  /// Checks the Swift phrases and every `AppShortcuts.xcstrings` and `AppShortcuts.strings`
  /// file: one `${applicationName}` per phrase; at most one parameter, and only an `AppEntity`
  /// or `AppEnum`; at most 10 App Shortcuts per app; keys that no phrase uses (warning);
  /// malformed files (error). Also what Apple's schema macros require: a schema intent or
  /// entity that lacks a member its schema names, or declares it with another type (error).
  package func lint() async -> [PhraseDiagnostic] {
    var found = resources.diagnostics
    for app in declaredApps {
      found += PhraseLinter(app: app).checkDeclarations()
      found += await SchemaLinter(app: app).check()
      if let files = resources.apps[app.name] {
        found += PhraseLinter(app: app).checkCatalog(files)
        found += PhraseLinter(app: app).checkStrings(files)
      }
    }
    found += await collisions()
    return found
  }

  /// Phrases that read the same, once expanded with each parameter value, for two App
  /// Shortcuts: Siri could not tell them apart (an error), or the same intent's phrase listed
  /// by two shortcuts (a warning, once per pair: Siri offers it once).
  private func collisions() async -> [PhraseDiagnostic] {
    var owners: [String: (owner: String, location: String, shortcut: Int)] = [:]
    var repeated = Set<[Int]>()
    var found: [PhraseDiagnostic] = []
    var shortcutNumber = 0
    for app in apps {
      for shortcut in app.shortcuts {
        shortcutNumber += 1
        let owner = "\(app.name) › \(LoadedApp.typeName(of: type(of: shortcut.intent)))"
        for phrase in await app.withDependencies({ await expansions(of: shortcut, in: app) }) {
          let key = TextNormalizer.normalized(phrase)
          guard let previous = owners[key] else {
            owners[key] = (owner, shortcut.sourceLocation, shortcutNumber)
            continue
          }
          if previous.owner != owner {
            found.append(
              PhraseDiagnostic(
                .error, at: shortcut.sourceLocation,
                "Phrase “\(phrase)” of \(owner) is also a phrase of \(previous.owner) (\(previous.location)). Siri cannot tell them apart."
              ))
          } else if previous.shortcut != shortcutNumber,
            repeated.insert([previous.shortcut, shortcutNumber]).inserted
          {
            found.append(
              PhraseDiagnostic(
                .warning, at: shortcut.sourceLocation,
                "Phrase “\(phrase)” of \(owner) is listed by two of its App Shortcuts (also \(previous.location)); Siri offers it once."
              ))
          }
        }
      }
    }
    return found
  }

  /// A shortcut's phrases as a person says them, one per parameter value, as Siri expands them.
  func expansions(of shortcut: AppShortcut, in app: LoadedApp) async -> [String] {
    let parameters = IntentReflection.parameters(of: freshIntent(like: shortcut.intent))
    var result: [String] = []
    for phrase in shortcut.phrases {
      var variants = [""]
      for segment in phrase {
        switch segment {
        case .text(let text):
          variants = variants.map { $0 + text }
        case .applicationName:
          variants = variants.map { $0 + app.name }
        case .parameter(let name):
          guard let parameter = parameters.first(where: { $0.name == name })?.parameter else {
            variants = variants.map { $0 + "${\(name)}" }
            continue
          }
          var unsearched: [String: [IntentValueChoice]]? = nil
          let (vocabulary, _) = await PhraseIndex.slotVocabulary(
            for: parameter.descriptor, searched: &unsearched)
          let titles = vocabulary.entries.map(\.title)
          variants =
            titles.isEmpty
            ? variants.map { $0 + "${\(name)}" }
            : variants.flatMap { prefix in titles.map { prefix + $0 } }
        }
      }
      result += variants
    }
    return result
  }
}

/// Checks one app's phrases against Xcode's rules.
struct PhraseLinter {
  let app: LoadedApp

  static let maxShortcuts = 10
  static let appNameRule =
    "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it."
  static let multipleParametersRule =
    "Multiple parameters detected in phrase. A single phrase can only use a single parameter."
  static let unusedKeyRule =
    "This phrase is not used in any App Shortcut or as a Negative Phrase"

  static func tooLongRule(words: Int) -> String {
    "Phrase is too long: it has \(words) words; SiriSim matches phrases of at most \(PhraseTemplate.maxWords) words and ignores this one."
  }

  static func tooLongRule(bytes: Int) -> String {
    "Phrase is too long: it has \(bytes) bytes; SiriSim matches phrases of at most \(PhraseTemplate.maxBytes) bytes (UTF-8) and ignores this one."
  }

  /// The error for a written phrase over ``PhraseTemplate/maxBytes``, at its opening quote; nil
  /// when it is within the cap. Checked before the phrase is parsed, so a huge one costs no
  /// more than reading it.
  static func tooManyBytes(in path: String, of phrase: some WrittenPhrase) -> PhraseDiagnostic? {
    let bytes = phrase.text.utf8.count
    guard bytes > PhraseTemplate.maxBytes else { return nil }
    return PhraseDiagnostic(
      .error, at: location(in: path, of: phrase, placeholder: nil), tooLongRule(bytes: bytes))
  }

  func checkDeclarations() -> [PhraseDiagnostic] {
    var found: [PhraseDiagnostic] = []
    if app.shortcuts.count > Self.maxShortcuts {
      found.append(
        PhraseDiagnostic(
          .error, at: app.shortcuts[Self.maxShortcuts].sourceLocation,
          "\(app.name) declares \(app.shortcuts.count) App Shortcuts; an app can have at most \(Self.maxShortcuts)."
        ))
    }
    for shortcut in app.shortcuts {
      for (phrase, key) in zip(shortcut.phrases, shortcut.phraseKeys) {
        found += check(phrase, key: key, of: shortcut) { _ in shortcut.sourceLocation }
      }
    }
    return found
  }

  func checkStrings(_ files: PhraseResources.App) -> [PhraseDiagnostic] {
    var found: [PhraseDiagnostic] = []
    let keys = Set(app.shortcuts.flatMap(\.phraseKeys))
    for (_, (path, file)) in files.shortcutStrings.sorted(by: { $0.key < $1.key }) {
      for entry in file.entries {
        guard keys.contains(entry.key),
          let shortcut = app.shortcuts.first(where: { $0.phraseKeys.contains(entry.key) })
        else {
          found.append(
            PhraseDiagnostic(
              .warning, at: "\(path):\(entry.line):\(entry.column)", Self.unusedKeyRule))
          continue
        }
        found += checkWritten(entry, in: path, file: "AppShortcuts.strings", of: shortcut)
      }
    }
    return found
  }

  /// Xcode's checks of a phrase written in `file` ("AppShortcuts.strings",
  /// "AppShortcuts.xcstrings") at `path`, each problem pointing at its place in the file: too
  /// many bytes, a template that cannot be read, or what ``check(_:key:of:location:)`` finds.
  func checkWritten(
    _ phrase: some WrittenPhrase, in path: String, file: String, of shortcut: AppShortcut
  ) -> [PhraseDiagnostic] {
    if let tooLong = Self.tooManyBytes(in: path, of: phrase) { return [tooLong] }
    do throws(PhraseTemplateError) {
      let template = try PhraseTemplate(parsing: phrase.text)
      let segments = template.segments.map(AppShortcutPhraseSegment.init)
      return check(segments, key: phrase.text, of: shortcut) { placeholder in
        Self.location(in: path, of: phrase, placeholder: placeholder)
      }
    } catch {
      return [Self.malformedValue(error, in: path, of: phrase, file: file)]
    }
  }

  /// Where a diagnostic about a written phrase points: the placeholder `${name}` in it when
  /// there is one, else its opening quote.
  static func location(in path: String, of phrase: some WrittenPhrase, placeholder: String?)
    -> String
  {
    var position = phrase.start
    if let placeholder, let range = phrase.text.range(of: "${\(placeholder)}") {
      position = phrase.position(
        ofValueCharacter: phrase.text.distance(from: phrase.text.startIndex, to: range.lowerBound))
    }
    return "\(path):\(position.line):\(position.column)"
  }

  /// A written phrase whose template cannot be read, pointing at the offending character in
  /// `file` ("AppShortcuts.strings", "AppShortcuts.xcstrings").
  static func malformedValue(
    _ error: PhraseTemplateError, in path: String, of phrase: some WrittenPhrase, file: String
  ) -> PhraseDiagnostic {
    let position = phrase.position(ofValueCharacter: error.column - 1)
    return PhraseDiagnostic(
      .error, at: "\(path):\(position.line):\(position.column)",
      "Malformed \(file) file: in the value: \(error.message.sentence)")
  }

  /// Xcode's checks of one phrase; `location` gives where a problem with a placeholder (or,
  /// for `nil`, the whole phrase) is.
  func check(
    _ phrase: [AppShortcutPhraseSegment], key: String, of shortcut: AppShortcut,
    location: (String?) -> String
  ) -> [PhraseDiagnostic] {
    var found: [PhraseDiagnostic] = []
    let appNames = phrase.filter { $0 == .applicationName }.count
    if appNames != 1 {
      let at = location(appNames > 1 ? "applicationName" : nil)
      found.append(PhraseDiagnostic(.error, at: at, "\(Self.appNameRule) (“\(key)”)"))
    }
    let template = PhraseTemplate(segments: phrase.map(PhraseTemplate.Segment.init))
    let words = template.wordCount
    if words > PhraseTemplate.maxWords {
      found.append(PhraseDiagnostic(.error, at: location(nil), Self.tooLongRule(words: words)))
    }
    let bytes = template.description.utf8.count
    if bytes > PhraseTemplate.maxBytes {
      found.append(PhraseDiagnostic(.error, at: location(nil), Self.tooLongRule(bytes: bytes)))
    }
    var names: [String] = []
    for case .parameter(let name) in phrase where !names.contains(name) { names.append(name) }
    if names.count > 1 {
      found.append(
        PhraseDiagnostic(
          .error, at: location(names[1]), "\(Self.multipleParametersRule) (“\(key)”)"))
    }
    let parameters = IntentReflection.parameters(of: freshIntent(like: shortcut.intent))
    let intentName = LoadedApp.typeName(of: type(of: shortcut.intent))
    for name in names {
      guard let parameter = parameters.first(where: { $0.name == name })?.parameter else {
        found.append(
          PhraseDiagnostic(
            .error, at: location(name),
            "Unknown parameter '\(name)'. \(intentName) has no parameter named \(name). (“\(key)”)")
        )
        continue
      }
      switch parameter.descriptor.kind {
      case .entity, .enumeration:
        break
      default:
        found.append(
          PhraseDiagnostic(
            .error, at: location(name),
            "Invalid parameter type. AppEntity and AppEnum are the only allowed types for \(name). (“\(key)”)"
          ))
      }
    }
    return found
  }
}

extension PhraseTemplate.Segment {
  init(_ segment: AppShortcutPhraseSegment) {
    switch segment {
    case .text(let text): self = .text(text)
    case .applicationName: self = .applicationName
    case .parameter(let name): self = .parameter(name)
    }
  }
}

import OpenAppIntents
import PhraseMatching

extension ConversationRuntime {
  /// Xcode's build rules for App Shortcut phrases, with Xcode's wording, plus SiriSim's own:
  /// phrases that two intents or apps share.
  ///
  /// Checks the Swift phrases and every `AppShortcuts.strings` file: one `${applicationName}`
  /// per phrase; at most one parameter, and only an `AppEntity` or `AppEnum`; at most 10 App
  /// Shortcuts per app; strings keys that no phrase uses (warning); malformed files (error).
  public func lint() async -> [PhraseDiagnostic] {
    var found = resources.diagnostics
    for app in declaredApps {
      found += PhraseLinter(app: app).checkDeclarations()
      if let files = resources.apps[app.name] {
        found += PhraseLinter(app: app).checkStrings(files)
      }
    }
    found += await collisions()
    return found
  }

  /// Phrases that read the same, once expanded with each parameter value, for two App
  /// Shortcuts: Siri could not tell them apart.
  private func collisions() async -> [PhraseDiagnostic] {
    var owners: [String: (owner: String, location: String)] = [:]
    var found: [PhraseDiagnostic] = []
    for app in apps {
      for shortcut in app.shortcuts {
        let owner = "\(app.name) › \(LoadedApp.typeName(of: type(of: shortcut.intent)))"
        for phrase in await expansions(of: shortcut, in: app) {
          let key = TextNormalizer.normalized(phrase)
          if let previous = owners[key], previous.owner != owner {
            found.append(
              PhraseDiagnostic(
                .error, at: shortcut.sourceLocation,
                "Phrase “\(phrase)” of \(owner) is also a phrase of \(previous.owner) (\(previous.location)). Siri cannot tell them apart."
              ))
          } else {
            owners[key] = (owner, shortcut.sourceLocation)
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
          let (vocabulary, _) = await PhraseIndex.slotVocabulary(for: parameter.descriptor)
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
        found += check(phrase, key: key, of: shortcut, at: shortcut.sourceLocation)
      }
    }
    return found
  }

  func checkStrings(_ files: PhraseResources.App) -> [PhraseDiagnostic] {
    var found: [PhraseDiagnostic] = []
    let keys = Set(app.shortcuts.flatMap(\.phraseKeys))
    for (_, (path, file)) in files.shortcutStrings.sorted(by: { $0.key < $1.key }) {
      for entry in file.entries {
        let location = "\(path):\(entry.line):\(entry.column)"
        guard keys.contains(entry.key),
          let shortcut = app.shortcuts.first(where: { $0.phraseKeys.contains(entry.key) })
        else {
          found.append(PhraseDiagnostic(.warning, at: location, Self.unusedKeyRule))
          continue
        }
        do throws(PhraseTemplateError) {
          let template = try PhraseTemplate(parsing: entry.value)
          let segments = template.segments.map(AppShortcutPhraseSegment.init)
          found += check(segments, key: entry.value, of: shortcut, at: location)
        } catch {
          found.append(
            PhraseDiagnostic(
              .error, at: location,
              "Malformed AppShortcuts.strings file: in the value, column \(error.column): \(error.message.sentence)"
            ))
        }
      }
    }
    return found
  }

  private func check(
    _ phrase: [AppShortcutPhraseSegment], key: String, of shortcut: AppShortcut, at location: String
  ) -> [PhraseDiagnostic] {
    var found: [PhraseDiagnostic] = []
    let appNames = phrase.filter { $0 == .applicationName }.count
    if appNames != 1 {
      found.append(PhraseDiagnostic(.error, at: location, "\(Self.appNameRule) (“\(key)”)"))
    }
    let names = phrase.compactMap { segment -> String? in
      if case .parameter(let name) = segment { return name }
      return nil
    }
    if names.count > 1 {
      found.append(
        PhraseDiagnostic(.error, at: location, "\(Self.multipleParametersRule) (“\(key)”)"))
    }
    let parameters = IntentReflection.parameters(of: freshIntent(like: shortcut.intent))
    let intentName = LoadedApp.typeName(of: type(of: shortcut.intent))
    for name in names {
      guard let parameter = parameters.first(where: { $0.name == name })?.parameter else {
        found.append(
          PhraseDiagnostic(
            .error, at: location,
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
            .error, at: location,
            "Invalid parameter type. AppEntity and AppEnum are the only allowed types for \(name). (“\(key)”)"
          ))
      }
    }
    return found
  }
}

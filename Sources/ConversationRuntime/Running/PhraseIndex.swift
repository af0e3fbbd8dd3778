@_spi(SiriSim) import OpenAppIntents
import PhraseMatching

/// The phrase matcher over the loaded apps' App Shortcuts, with the values behind each slot.
struct PhraseIndex: Sendable {
  /// Where a matcher intent key leads: an app and one of its shortcuts.
  struct Target: Sendable {
    let appIndex: Int
    let shortcutIndex: Int
  }

  let matcher: PhraseMatcher
  /// The apps' phrases and vocabularies the matcher was built from (the generated corpus reads
  /// them: `PhraseCorpus`).
  let apps: [AppPhrases]
  /// The same phrases, read as the beginning of a sentence still being typed (the preview).
  let prefixReader: PhrasePrefixReader
  let targets: [String: Target]
  /// Slot values by target key, then parameter name, then entry id.
  let values: [String: [String: [String: IntentValueChoice]]]
  /// The ids of `values` only the app's search finds (`searchedBesides`), by target key, then
  /// parameter name: never the example a phrase is shown with.
  let searchedIDs: [String: [String: Set<String>]]
  /// Each target's parameters in declaration order, reflected once here rather than per
  /// utterance (`Mirror` and dynamic casts dominated `interpret`).
  let parameters: [String: [ParameterDescriptor]]
  /// The phrases that take a value after the app's name (`FreeTextPhrases.trailingVariant`),
  /// by target key, then phrase: the parameter they fill.
  let trailingValues: [String: [PhraseTemplate: String]]

  /// The matches for `utterance`, best first: the matcher's, less any that reads a value after
  /// the app's name where the phrase before it is not said (``PhraseMatcher/rank(_:trailingParameter:)``).
  func rank(_ utterance: String) -> [PhraseMatch] {
    guard !trailingValues.isEmpty else { return matcher.rank(utterance) }
    return matcher.rank(utterance) { match in
      trailingValues[Self.targetKey(app: match.app, intent: match.intent)]?[match.phrase]
    }
  }

  static func build(apps: [LoadedApp]) async -> PhraseIndex {
    var appPhrases: [AppPhrases] = []
    var targets: [String: Target] = [:]
    var values: [String: [String: [String: IntentValueChoice]]] = [:]
    var searchedIDs: [String: [String: Set<String>]] = [:]
    var descriptors: [String: [ParameterDescriptor]] = [:]
    var trailingValues: [String: [PhraseTemplate: String]] = [:]
    for (appIndex, app) in apps.enumerated() {
      // What the app's search finds besides its suggestions, by entity type and suggestions:
      // searched once, however many of its intents take the type.
      var searched: [String: [IntentValueChoice]]? = [:]
      await app.withDependencies {
        var intents: [IntentPhrases] = []
        for (shortcutIndex, shortcut) in app.shortcuts.enumerated() {
          let typeName = LoadedApp.typeName(of: type(of: shortcut.intent))
          var key = typeName
          var suffix = 2
          while targets[targetKey(app: app.name, intent: key)] != nil {
            key = "\(typeName)#\(suffix)"
            suffix += 1
          }
          let fullKey = targetKey(app: app.name, intent: key)
          targets[fullKey] = Target(appIndex: appIndex, shortcutIndex: shortcutIndex)
          var templates = shortcut.phrases.map(template(from:))
          let parameters = IntentReflection.parameters(of: freshIntent(like: shortcut.intent))
          descriptors[fullKey] = parameters.map(\.parameter.descriptor)
          // A required String parameter may be said where a phrase says its object, or after the
          // app's name that ends the phrase.
          let named = Set(templates.flatMap(\.parameterNames))
          var trailing: [PhraseTemplate] = []
          if let object = parameters.first(where: { name, parameter in
            !named.contains(name) && !parameter.descriptor.isOptional
              && Self.isString(parameter.descriptor.kind)
          }) {
            trailing = templates.compactMap {
              FreeTextPhrases.trailingVariant(of: $0, filling: object.name)
            }
            for template in trailing {
              trailingValues[fullKey, default: [:]][template] = object.name
            }
            templates += templates.compactMap {
              FreeTextPhrases.variant(of: $0, filling: object.name)
            }
          }
          // An optional String parameter titled "Recommended By" may close the phrase as a
          // relative clause ("… that Leo recommended").
          for (name, parameter) in parameters
          where !named.contains(name) && Self.isString(parameter.descriptor.kind) {
            templates += templates.compactMap {
              FreeTextPhrases.relativeClauseVariant(
                of: $0, filling: name, title: parameter.descriptor.title.defaultValue)
            }
          }
          templates += trailing
          // Every parameter: the phrases' slots, and the values an utterance may name on the way
          // ("two", "with cheese", "for delivery").
          var slots: [String: SlotVocabulary] = [:]
          for (name, parameter) in parameters {
            // A parameter presentation's option collections are the values its phrases expand
            // with, as `updateAppShortcutParameters()` registers them on a device.
            let presented =
              shortcut.presentedOptions?.parameterName == name
              ? shortcut.presentedOptions?.collections : nil
            let (vocabulary, choices) = await slotVocabulary(
              for: parameter.descriptor, presented: presented, searched: &searched)
            slots[name] = vocabulary
            if !choices.isEmpty { values[fullKey, default: [:]][name] = choices }
            let searched = vocabulary.entries.filter(\.isSearched).map(\.id)
            if !searched.isEmpty { searchedIDs[fullKey, default: [:]][name] = Set(searched) }
          }
          intents.append(IntentPhrases(intent: key, phrases: templates, slots: slots))
        }
        let negatives = app.manifest.shortcutsProvider.negativePhrases.phrases.map {
          template(from: $0.segments)
        }
        appPhrases.append(
          AppPhrases(
            name: app.name, alternativeNames: app.manifest.alternativeNames, intents: intents,
            negativePhrases: negatives))
      }
    }
    return PhraseIndex(
      matcher: PhraseMatcher(apps: appPhrases), apps: appPhrases,
      prefixReader: PhrasePrefixReader(apps: appPhrases),
      targets: targets, values: values, searchedIDs: searchedIDs,
      parameters: descriptors, trailingValues: trailingValues)
  }

  static func targetKey(app: String, intent: String) -> String { app + "\u{1F}" + intent }

  static func isString(_ kind: IntentValueKind) -> Bool {
    if case .string = kind { return true }
    return false
  }

  static func template(from segments: [AppShortcutPhraseSegment]) -> PhraseTemplate {
    PhraseTemplate(
      segments: segments.map { segment in
        switch segment {
        case .text(let text): return .text(text)
        case .applicationName: return .applicationName
        case .parameter(let name): return .parameter(name)
        }
      })
  }

  /// What a parameter can hold: the values Siri expands a phrase with (suggested and
  /// enumerable entities, enum cases, options), whether other words may fill its phrase slot for
  /// the runtime to resolve (string search, free text), numbers for whole-number parameters, and
  /// whether it is a list. With `searched` (what was found so far), also what the app's search
  /// finds besides (`searchedBesides`); nil for the phrases Siri expands with, which are
  /// without.
  static func slotVocabulary(
    for descriptor: ParameterDescriptor, presented: [OptionsCollection]? = nil,
    searched: inout [String: [IntentValueChoice]]?
  ) async -> (SlotVocabulary, [String: IntentValueChoice]) {
    let isList = descriptor.kind.isList
    var choices: [IntentValueChoice] = []
    var acceptsOtherText = true
    var describesCases = false
    if let presented {
      for collection in presented { choices += (try? await collection.choices()) ?? [] }
      if case .entity(let support) = descriptor.kind.elementKind {
        acceptsOtherText = support.search != nil
      } else {
        acceptsOtherText = false
      }
    } else if let options = descriptor.options {
      choices = (try? await options()) ?? []
      acceptsOtherText = false
    } else {
      switch descriptor.kind.elementKind {
      case .entity(let support):
        choices = (try? await support.suggested()) ?? []
        if let all = support.all { choices += (try? await all()) ?? [] }
        acceptsOtherText = support.search != nil
      case .enumeration(let support):
        choices = support.cases
        acceptsOtherText = false
        describesCases = true
      case .integer:
        return (.number(isList: isList), [:])
      case .string:
        return (
          SlotVocabulary(
            entries: [], acceptsOtherText: true, kind: .text, isList: isList,
            textCues: FreeTextPhrases.cues(forTitle: descriptor.title.defaultValue),
            isFreeText: true), [:]
        )
      case .placemark:
        // A place may also be said after "to" or "at" ("deliver it to 1 Main Street").
        return (
          SlotVocabulary(
            entries: [], acceptsOtherText: true, kind: .text, isList: isList,
            textCues: ["to", "at"]), [:]
        )
      default:
        return (
          SlotVocabulary(entries: [], acceptsOtherText: true, kind: .text, isList: isList), [:]
        )
      }
    }
    let suggested = choices.count
    // An enumerable query's things are all known already.
    if var memo = searched, acceptsOtherText,
      case .entity(let support) = descriptor.kind.elementKind, support.all == nil,
      let search = support.search
    {
      let key = ([support.typeName] + choices.map(\.id)).joined(separator: "\u{1F}")
      let found: [IntentValueChoice]
      if let known = memo[key] {
        found = known
      } else {
        found = await searchedBesides(choices, search: search)
        memo[key] = found
        searched = memo
      }
      choices += found
    }
    var byID: [String: IntentValueChoice] = [:]
    var entries: [VocabularyEntry] = []
    for (position, choice) in choices.enumerated() where byID[choice.id] == nil {
      byID[choice.id] = choice
      // An enum case's subtitle says what it is ("Mountain bike ride" for Biking): people say
      // that too. An entity's subtitle is data about it (an address, a region), never its name.
      let subtitle =
        describesCases ? choice.displayRepresentation.subtitle.map { [$0.defaultValue] } ?? [] : []
      entries.append(
        VocabularyEntry(
          id: choice.id, title: choice.displayRepresentation.title.defaultValue,
          synonyms: choice.displayRepresentation.synonyms.map(\.defaultValue),
          descriptions: subtitle, isSearched: position >= suggested))
    }
    return (
      SlotVocabulary(entries: entries, acceptsOtherText: acceptsOtherText, isList: isList), byID
    )
  }
}

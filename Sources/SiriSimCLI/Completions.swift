import ArgumentParser
import ConversationRuntime
import Foundation
import OpenAppIntents

/// What the shell completes where the commands take a name: the apps (`--app`), their
/// intents (`sirisim run INTENT`, `--then INTENT`), an intent's parameters (`name=`) and the
/// shipped locales (`--locale`). Each list is read from the apps when the shell asks.
enum Completions {
  /// `--app`: the apps' names.
  static let app = CompletionKind.custom { _, _, prefix in
    matching(prefix, Registration.current.appNames)
  }

  /// `sirisim run INTENT`: the intents' type names.
  static let intent = CompletionKind.custom { _, _, prefix in
    matching(prefix, intentNames())
  }

  /// `sirisim run INTENT name=value … --then INTENT …`: an intent's name right after `--then`,
  /// else `name=` for each parameter of the intent being given values, and `--then`.
  static let runValue = CompletionKind.custom { words, index, prefix in
    matching(prefix, runValues(words: words, index: index))
  }

  /// `--locale`: the locales the phrase files provide (with `--phrases`, that folder's).
  static let locale = CompletionKind.custom { words, _, prefix in
    let folder = words.firstIndex(of: "--phrases").flatMap {
      words.index(after: $0) < words.endIndex ? words[words.index(after: $0)] : nil
    }
    let resources = Registration.current.phrases(option: folder)
    return matching(prefix, ShippedLocales.in(resources))
  }

  /// The candidates that start with what was typed (ignoring case).
  static func matching(_ prefix: String, _ candidates: [String]) -> [String] {
    candidates.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
  }

  /// The intent types of the apps, by type name, in app order.
  static func intentTypes() -> [(name: String, type: any AppIntent.Type)] {
    var seen = Set<String>()
    var found: [(name: String, type: any AppIntent.Type)] = []
    for app in Registration.current.manifests(environment: .live) {
      let types = app.intents + app.shortcutsProvider.appShortcuts.map { type(of: $0.intent) }
      for type in types {
        let name = String(describing: type)
        if seen.insert(name).inserted { found.append((name, type)) }
      }
    }
    return found
  }

  /// The apps' intent type names.
  static func intentNames() -> [String] {
    intentTypes().map(\.name)
  }

  /// The parameter names of the intent with this type name; none for an unknown intent.
  static func parameterNames(ofIntent name: String) -> [String] {
    guard let type = intentTypes().first(where: { $0.name == name })?.type else { return [] }
    return IntentReflection.parameters(of: type.init()).map(\.name)
  }

  /// Options of `sirisim run` that take a value, so that their values are not read as intents.
  static let valueOptions: Set<String> = ["--app", "--locale", "--phrases", "--now"]

  /// The candidates for the word at `index` of `sirisim run …`'s words: intent names where an
  /// intent goes, else the current intent's parameters not given yet (`name=`), and `--then`.
  static func runValues(words: [String], index: Int) -> [String] {
    guard let run = words.firstIndex(of: "run"), run < index, index <= words.count else {
      return []
    }
    // Each step: the intent's name, then its name=value words.
    var steps: [[String]] = [[]]
    var skipValue = false
    for word in words[(run + 1)..<index] {
      if skipValue {
        skipValue = false
      } else if word == "--then" {
        steps.append([])
      } else if valueOptions.contains(word) {
        skipValue = true
      } else if !word.hasPrefix("-") || word.contains("=") {
        steps[steps.count - 1].append(word)
      }
    }
    guard !skipValue, let step = steps.last else { return [] }
    guard let intent = step.first else { return intentNames() }
    let given = Set(step.dropFirst().map { String($0.prefix { $0 != "=" }) })
    return parameterNames(ofIntent: intent).filter { !given.contains($0) }.map { $0 + "=" }
      + ["--then"]
  }
}

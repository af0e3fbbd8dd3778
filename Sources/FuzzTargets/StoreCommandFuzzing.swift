import ConversationRuntime
import ConversationSession
import Foundation
import LegacyShortcuts
import SiriStore
import TextSafety

/// The store-facing commands' inputs over a real (in-memory) store: `shortcuts add`'s phrase and
/// values, `shortcuts rename`, `shortcuts import`'s legacy JSON, and `find --where`.
///
/// The input's first line is a phrase, its second a `find` command line, the rest `name=value`
/// presets for the intent the first byte picks; the whole input is also imported as a legacy
/// shortcuts file. Whatever is saved must be within the limits, free of control characters,
/// listed back as JSON that parses and holds no raw C1 or bidi character, and printed as a
/// command line a shell reads back word for word.
enum StoreCommandFuzzing {
  static let intents = [
    "OrderSoup", "OpenFavorites", "GetTrailInfo", "SuggestTrails", "AddBook", "BuyBook",
    "OpenShelf",
  ]

  static func run(_ bytes: [UInt8]) async {
    let text = FuzzTarget.text(bytes)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let (runtime, store) = await StoreRuntime.shared.runtimeAndStore
    defer { StoreRuntime.forget(store) }

    // shortcuts add PHRASE INTENT name=value…
    let presets = lines.dropFirst(2).prefix(8).map { line -> SavedParameter in
      let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return SavedParameter(
        name: String(parts.first ?? ""), value: parts.count > 1 ? String(parts[1]) : "")
    }
    let intent = intents[Int(bytes.first ?? 0) % intents.count]
    do {
      let saved = try runtime.addVoiceShortcut(
        phrase: lines.first ?? "", intent: intent, parameters: presets)
      check(saved)
      // shortcuts rename OLD NEW: the second line as the new phrase.
      if let renamed = try? runtime.checkedPhrase(lines.dropFirst().first ?? "", ignoring: saved.id)
      {
        try? store.renameVoiceShortcut(id: saved.id, to: renamed)
      }
    } catch {
      precondition(!error.description.isEmpty, "a refusal says nothing")
    }

    // shortcuts import FILE: the whole input as a legacy file.
    let report = await LegacyShortcutImport.read(
      text: text, file: "fuzz.json", runtime: runtime, created: Date(timeIntervalSince1970: 0))
    if let results = try? runtime.addVoiceShortcuts(report.shortcuts) {
      for case .success(let saved) in results { check(saved) }
    }

    // shortcuts list --json, and what a suggestion prints for pasting.
    let listed = (try? store.voiceShortcuts()) ?? []
    precondition(listed.count <= InputLimits.maxShortcutsPerStore, "past the store's cap")
    for shortcut in listed {
      check(shortcut)
      let words = [shortcut.intent] + shortcut.parameters.map { "\($0.name)=\($0.value)" }
      precondition(
        ShellWords.read(ShellQuoting.command(words)) == words, "a shell reads other words")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let rows = listed.map { [$0.invocationPhrase, $0.intent] + $0.parameters.map(\.value) }
    if let json = try? encoder.encode(rows) {
      let printed = OutputSanitizer.json(String(decoding: json, as: UTF8.self))
      precondition(OutputSanitizer.isInert(printed), "raw terminal controls in JSON output")
      precondition(
        (try? JSONSerialization.jsonObject(with: Data(printed.utf8))) != nil, "invalid JSON")
    }

    // find ENTITY --where …: the second line as the command's arguments.
    if let request = try? FindRequest(commandLine: lines.dropFirst().first ?? "") {
      do {
        _ = try await runtime.find(request)
      } catch {
        precondition(!error.description.isEmpty, "a find error says nothing")
      }
    }
  }

  /// What every saved shortcut must be: within the caps, with no control character.
  static func check(_ shortcut: VoiceShortcut) {
    let phrase = shortcut.invocationPhrase
    precondition(phrase.utf8.count <= InputLimits.maxSavedPhraseBytes, "a phrase past the cap")
    precondition(InputText.withoutControls(phrase) == phrase, "control characters saved")
    for parameter in shortcut.parameters {
      precondition(
        parameter.value.utf8.count <= InputLimits.maxSavedValueBytes, "a value past the cap")
    }
  }
}

/// The bundled apps over a fresh in-memory store, built once; each input's shortcuts are removed
/// after it, so that inputs don't fill the store.
actor StoreRuntime {
  static let shared = StoreRuntime()
  private var built: (ConversationRuntime, SiriStore)?

  var runtimeAndStore: (ConversationRuntime, SiriStore) {
    get async {
      if let built { return built }
      guard let store = try? SiriStore(location: .memory) else {
        preconditionFailure("An in-memory store can't be made.")
      }
      let runtime = await BundledRuntime.makeRuntime(memory: store)
      if let built { return built }
      built = (runtime, store)
      return (runtime, store)
    }
  }

  /// Removes every shortcut by the phrase it is listed with, as `shortcuts remove` does: one
  /// left behind is a shortcut its listed phrase can't find.
  nonisolated static func forget(_ store: SiriStore) {
    for shortcut in (try? store.voiceShortcuts()) ?? [] {
      _ = try? store.removeVoiceShortcut(phrase: shortcut.invocationPhrase)
    }
    precondition(
      (try? store.voiceShortcuts().isEmpty) != false, "a shortcut its listed phrase can't find")
  }
}

/// A POSIX shell's reading of a line of bare and single-quoted words (what `ShellQuoting`
/// writes), to check it reads back the words that were quoted.
enum ShellWords {
  static func read(_ line: String) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quoted = false
    var escaped = false
    for scalar in line.unicodeScalars {
      if escaped {
        word.unicodeScalars.append(scalar)
        escaped = false
      } else if quoted {
        if scalar == "'" { quoted = false } else { word.unicodeScalars.append(scalar) }
      } else if scalar == "'" {
        quoted = true
        inWord = true
      } else if scalar == " " {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else if scalar == "\\" {
        escaped = true  // `\'` between quotes: the next scalar is itself
        inWord = true
      } else {
        word.unicodeScalars.append(scalar)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }
}

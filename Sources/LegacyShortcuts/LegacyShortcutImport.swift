import ConversationRuntime
import Foundation
import SafeFiles
import TextSafety

/// Imports the shortcuts people made for SiriKit custom intents (Add to Siri's
/// `INVoiceShortcut`s) and checks that they still run, now that App Intents adopting
/// `CustomIntentMigratedAppIntent` replace those intents.
///
/// A SiriKit shortcut names its intent by class name and keeps its values by parameter name.
/// The App Intent whose `intentClassName` is that class name takes the shortcut over as long as
/// the parameters keep their names and equivalent types; parameters may be added or removed,
/// and made non-optional. Each value becomes the words Siri reads back, as a typed answer: an
/// entity's title, an enum case's title, a number, list values joined with ", ".
///
/// ## The file
///
/// JSON, modelled on what `INVoiceShortcut`, `INShortcut` and `INIntent` carry:
///
/// ```json
/// { "voiceShortcuts": [
///   { "identifier": "8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A5B",
///     "invocationPhrase": "Clam chowder time",
///     "shortcut": { "intent": {
///       "className": "OrderSoupIntent",
///       "parameters": {
///         "soup": { "type": "Soup", "identifier": "newEnglandClamChowder",
///                   "displayString": "New England Clam Chowder" },
///         "quantity": { "type": "Integer", "value": 2 },
///         "toppings": { "type": "Topping", "array": true,
///                       "values": [ { "identifier": "Croutons", "displayString": "Croutons" } ] },
///         "orderType": { "type": "OrderType", "enum": "pickup" },
///         "storeLocation": { "type": "Placemark", "displayString": "Ferry Building" } } } } } ] }
/// ```
///
/// - `identifier` (a UUID), `invocationPhrase` and `shortcut.intent.className` are required.
/// - Each parameter has a `type`: a custom type or enum of the intent definition by name
///   (`Soup` matches `SoupAppEntity` or the entity shown as "Soup"; `OrderType` matches
///   `OrderTypeAppEnum`), or a system type: `Integer`, `Decimal`, `Boolean`, `String`, `Date`
///   (or `DateComponents`), `URL`, `Placemark`, `CurrencyAmount`, or a measurement (`Distance`,
///   `Mass`, `Duration`, `Speed`, `Temperature`, `Volume`, `Energy`).
/// - The value sits beside the type: `identifier` and `displayString` for a custom type's object
///   (`INObject`) or a place, `enum` for a custom enum's case, `value` for a number, a Boolean,
///   text, a date (ISO 8601) or a URL, `amount` and `currencyCode` for money, `value` and `unit`
///   for a measurement. A parameter without a value is checked for its type only.
/// - `"array": true` marks a parameter with several values; they go in `values`, each an object
///   with the value's members.
///
/// ## Problems
///
/// An error keeps a shortcut from importing: no App Intent migrated from its class name, a
/// required parameter of another type, a phrase that can't be saved (longer than
/// `InputLimits.maxSavedPhraseBytes` or `InputLimits.maxPhraseWords` words, or only filler
/// words), a file that is not the format. A file holds at most
/// `InputLimits.maxShortcutsPerFile` shortcuts and `InputLimits.maxImportFileBytes` bytes. A warning drops a value
/// and imports the rest: a parameter the App Intent no longer has (renamed or removed), an
/// optional parameter of another type, an enum case, entity or option that no longer exists, a
/// number that doesn't fit an `Int` or the parameter's `inclusiveRange`, a value longer than
/// `InputLimits.maxSavedValueBytes`. Control characters are dropped from phrases and values.
public enum LegacyShortcutImport {
  /// Reads the file at `url` and maps its shortcuts onto the runtime's migrated App Intents.
  ///
  /// Problems name the file as given (a relative path stays relative). Throws only when the
  /// file can't be read; a file that is not the format gives a report with errors.
  package static func read(
    fileAt url: URL, runtime: ConversationRuntime, created: Date = Date()
  ) async throws(LegacyShortcutFileError) -> LegacyImportReport {
    let name = url.isFileURL ? url.relativePath : url.absoluteString
    let data: Data
    switch SafeFile.read(url.path, limit: InputLimits.maxImportFileBytes) {
    case .success(let bytes): data = Data(bytes)
    case .failure(.missing): throw .unreadable(file: name, reason: "no such file")
    case .failure(.tooLarge): throw .tooLarge(file: name, limit: InputLimits.maxImportFileBytes)
    case .failure(.refused):
      throw .unreadable(file: name, reason: "it is \(PathKind(path: url.path).phrase), not a file")
    case .failure(.unreadable(let reason)): throw .unreadable(file: name, reason: reason)
    }
    guard let text = String(data: data, encoding: .utf8) else { throw .notText(file: name) }
    return await read(text: text, file: name, runtime: runtime, created: created)
  }

  /// Maps the shortcuts in `text` onto the runtime's migrated App Intents; problems name the
  /// text `file`.
  package static func read(
    text: String, file: String, runtime: ConversationRuntime, created: Date = Date()
  ) async -> LegacyImportReport {
    var parser = LegacyShortcutParser(file: file)
    let (parsed, count) = parser.parse(text)
    var problems = parser.problems
    var shortcuts: [VoiceShortcut] = []
    var phrasePositions: [UUID: SourcePosition] = [:]
    if !parsed.isEmpty {
      let mapper = LegacyShortcutMapper(
        file: file, schemas: await runtime.migratedIntents(), intentNames: runtime.intentNames,
        runtime: runtime, created: created)
      for shortcut in parsed {
        let (mapped, found) = await mapper.map(shortcut)
        problems += found
        if let mapped {
          shortcuts.append(mapped)
          phrasePositions[mapped.id] = shortcut.invocationPhrase.position
        }
      }
    }
    let ordered = problems.enumerated().sorted { left, right in
      (left.element.diagnostic.line, left.element.diagnostic.column, left.offset)
        < (right.element.diagnostic.line, right.element.diagnostic.column, right.offset)
    }.map(\.element)
    var report = LegacyImportReport(
      file: file, shortcuts: shortcuts, problems: ordered, shortcutsInFile: count)
    report.phrasePositions = phrasePositions
    return report
  }
}

import ConversationRuntime
import Foundation
import OpenAppIntents
import TextSafety

/// Maps SiriKit shortcuts onto the App Intents that replace their custom intents: the intent by
/// class name, each parameter by name and type, each value by entity, enum case or option.
struct LegacyShortcutMapper: Sendable {
  /// The file, as problems name it.
  let file: String
  /// The migrated intents of the loaded apps.
  let schemas: [MigratedIntentSchema]
  /// Every intent of the loaded apps, to tell an intent that was not migrated.
  let intentNames: [(app: String, intent: String, title: String)]
  /// The runtime, for entity searches.
  let runtime: ConversationRuntime
  /// When imported shortcuts are saved.
  let created: Date

  /// The shortcut as it runs now (`nil` when it has an error) and its problems.
  func map(_ shortcut: LegacyVoiceShortcut) async -> (VoiceShortcut?, [LegacyShortcutProblem]) {
    var problems = ProblemList(file: file, shortcut: shortcut.identifier)
    let className = shortcut.className
    guard let schema = schemas.first(where: { $0.intentClassName == className.value }) else {
      problems.report(.error, at: className.position, notMigrated(className.value))
      return (nil, problems.items)
    }
    let given = Set(shortcut.parameters.map(\.name))
    var saved: [String: SavedParameter] = [:]
    for parameter in shortcut.parameters {
      let name = MessageText.plain(parameter.name)
      guard let target = schema.parameter(named: parameter.name) else {
        problems.report(
          .warning, at: parameter.position,
          missing(parameter, in: schema, given: given) + dropped(parameter.values))
        continue
      }
      guard LegacyTypeMatching.fits(parameter, target) else {
        let was =
          "\(name): the SiriKit intent had \(LegacyTypeMatching.describe(parameter)), "
          + "\(schema.intent)'s \(target.name) is \(LegacyTypeMatching.describe(target))"
        if target.isOptional {
          problems.report(
            .warning, at: parameter.typeName.position, was + dropped(parameter.values))
        } else {
          problems.report(
            .error, at: parameter.typeName.position,
            was + " — \(target.name) is required, so the shortcut can't run it")
        }
        continue
      }
      if let value = await savedValue(of: parameter, for: target, in: schema, &problems) {
        saved[target.name] = value
      }
    }
    guard !shortcut.hasErrors, !problems.hasErrors else { return (nil, problems.items) }
    let voiceShortcut = VoiceShortcut(
      id: shortcut.identifier, invocationPhrase: shortcut.invocationPhrase.value, app: schema.app,
      intent: schema.intent, parameters: schema.parameters.compactMap { saved[$0.name] },
      created: created, source: className.value)
    return (voiceShortcut, problems.items)
  }

  // MARK: Intents and parameters

  private func notMigrated(_ className: String) -> String {
    let name = MessageText.plain(className)
    if let close = schemas.first(where: {
      $0.intentClassName.lowercased() == className.lowercased()
    }) {
      return
        "\(name): no App Intent replaces \(name); did you mean \(close.intentClassName) "
        + "(\(close.intent) in \(close.app))?"
    }
    let base = className.hasSuffix("Intent") ? String(className.dropLast(6)) : className
    if let same = intentNames.first(where: { $0.intent == base || $0.intent == className }) {
      return
        "\(name): \(same.app) has \(same.intent), but it is not migrated from this SiriKit "
        + "intent (it doesn't adopt CustomIntentMigratedAppIntent with intentClassName "
        + "“\(name)”), so the shortcut has nothing to run"
    }
    let migrated = schemas.map { "\($0.intent) (\($0.intentClassName)) in \($0.app)" }
    let known =
      migrated.isEmpty
      ? "no loaded app has migrated intents" : "migrated: " + migrated.joined(separator: ", ")
    return "\(name): no loaded app has an App Intent migrated from \(name); \(known)"
  }

  /// "soupType: OrderSoup has no parameter named soupType — renamed? OrderSoup has soup (Soup)".
  private func missing(
    _ parameter: LegacyParameter, in schema: MigratedIntentSchema, given: Set<String>
  ) -> String {
    let name = MessageText.plain(parameter.name)
    let start = "\(name): \(schema.intent) has no parameter named \(name)"
    let candidates = schema.parameters.filter {
      !given.contains($0.name) && LegacyTypeMatching.fits(parameter, $0)
    }
    if !candidates.isEmpty {
      let list = candidates.map(\.summary).joined(separator: ", ")
      return "\(start) — renamed? \(schema.intent) has \(list)"
    }
    let all = schema.parameters.map(\.name).joined(separator: ", ")
    return "\(start) — removed? \(schema.intent)'s parameters: \(all.isEmpty ? "none" : all)"
  }

  /// "; its value “Tomato Soup” is dropped", or nothing for a parameter without values.
  private func dropped(_ values: [LegacyValue]) -> String {
    switch values.count {
    case 0: return ""
    case 1: return " — its value \(values[0].shown) is dropped"
    default: return " — its values \(values.map(\.shown).joined(separator: ", ")) are dropped"
    }
  }

  // MARK: Values

  /// The words Siri reads back for the values that still exist, as a typed answer.
  private func savedValue(
    of parameter: LegacyParameter, for target: MigratedParameterSchema,
    in schema: MigratedIntentSchema, _ problems: inout ProblemList
  ) async -> SavedParameter? {
    var words: [String] = []
    var entities: [String] = []
    var bytes = 0
    for value in parameter.values {
      switch await reading(of: value.withoutControls, for: target, in: schema) {
      case .words(let raw, let entity):
        let text = InputText.withoutControls(raw)
        // Joined with ", " as the saved value, which must stay within its cap.
        let joined = bytes + (words.isEmpty ? 0 : 2) + text.utf8.count
        guard joined <= InputLimits.maxSavedValueBytes else {
          let name = MessageText.plain(target.name)
          problems.report(
            .warning, at: value.position,
            "\(name): the value is \(text.utf8.count) bytes long and a saved value has at most "
              + "\(InputLimits.maxSavedValueBytes) — the value is dropped")
          continue
        }
        bytes = joined
        words.append(text)
        if let entity { entities.append(entity) }
      case .gone(let reason):
        let name = MessageText.plain(target.name)
        let ask = target.isOptional ? "" : "; Siri asks for it when the shortcut runs"
        problems.report(
          .warning, at: value.position, "\(name): \(reason) — the value is dropped\(ask)")
      }
    }
    guard !words.isEmpty else { return nil }
    return SavedParameter(
      name: target.name, value: words.joined(separator: ", "), entities: entities)
  }

  /// What one value reads as now, or why it no longer fits.
  private enum Reading {
    /// The words, and the entity they name as "Type/id".
    case words(String, entity: String?)
    /// Why the value is dropped.
    case gone(String)
  }

  private func reading(
    of value: LegacyValue, for target: MigratedParameterSchema, in schema: MigratedIntentSchema
  ) async -> Reading {
    switch (value.content, target.kind) {
    case (.object(let identifier, let display), .entity(let entity)):
      return await entityReading(
        identifier: identifier, display: display, entity: entity, target: target, schema: schema)
    case (.enumCase(let name), .enumeration(let enumeration)):
      let lowered = name.lowercased()
      guard
        let match = enumeration.cases.first(where: { $0.id == name })
          ?? enumeration.cases.first(where: {
            $0.id.lowercased() == lowered || $0.title.lowercased() == lowered
          })
      else {
        let cases = enumeration.cases.map(\.id).joined(separator: ", ")
        return .gone(
          "\(schema.intent)'s \(enumeration.displayName) has no case \(MessageText.quoted(name)) "
            + "any more (its cases: \(cases))")
      }
      return .words(match.title, entity: nil)
    case (.number(let text), .system(.integer)):
      // A SiriKit Integer is an Int; one past it, or past the App Intent's range, would be
      // saved as words Siri then refuses when the shortcut runs.
      guard let number = Int(text) else {
        return .gone(
          "\(MessageText.plain(text)) doesn't fit a whole number (from \(Int.min) to \(Int.max))")
      }
      if let problem = Self.rangeProblem(Double(number), shown: text, target: target) {
        return .gone(problem)
      }
      return optionReading(text, target: target, schema: schema)
    case (.number(let text), .system(.double)):
      if let number = Double(text),
        let problem = Self.rangeProblem(number, shown: text, target: target)
      {
        return .gone(problem)
      }
      return optionReading(text, target: target, schema: schema)
    case (.number(let text), _):
      return optionReading(text, target: target, schema: schema)
    case (.boolean(let flag), _):
      return .words(flag ? "yes" : "no", entity: nil)
    case (.text(let text), .system(.url)):
      guard let url = URL(string: text), url.scheme != nil else {
        return .gone("\(MessageText.quoted(text)) is not a web address such as https://example.com")
      }
      return .words(text, entity: nil)
    case (.text(let text), .system(.date)), (.text(let text), .unsupported):
      guard Self.isDate(text) else {
        return .gone("\(MessageText.quoted(text)) is not an ISO 8601 date such as 2026-12-24")
      }
      if case .unsupported(let typeName) = target.kind {
        return .gone("SiriSim can't give a \(typeName) parameter a value from words yet")
      }
      return .words(text, entity: nil)
    case (.text(let text), _):
      return optionReading(text, target: target, schema: schema)
    case (.object(let identifier, let display), _):
      return optionReading(display ?? identifier ?? "", target: target, schema: schema)
    case (.currency(let amount, let code), _):
      return .words("\(amount) \(code)", entity: nil)
    case (.measurement(let number, let unit), _):
      return .words("\(number) \(unit)", entity: nil)
    case (.enumCase(let name), _):
      return .gone(
        "\(MessageText.quoted(name)) is an enum case, not \(LegacyTypeMatching.describe(target))")
    }
  }

  /// "-5 is outside the range of quantity: it is from 1 to 99", or nil when the number fits the
  /// parameter's `inclusiveRange` (or it has none).
  private static func rangeProblem(_ number: Double, shown: String, target: MigratedParameterSchema)
    -> String?
  {
    guard let range = target.inclusiveRange, !range.contains(number) else { return nil }
    let low = IntentValueFormatter.spokenText(of: range.lowerBound)
    let high = IntentValueFormatter.spokenText(of: range.upperBound)
    return
      "\(MessageText.plain(shown)) is outside \(MessageText.plain(target.name))'s range "
      + "(from \(low) to \(high))"
  }

  /// Whether the parameter takes free text, whose value need not be one of its options.
  private static func isText(_ kind: MigratedValueKind) -> Bool {
    if case .system(.string) = kind { return true }
    return false
  }

  /// Words checked against the parameter's options (a `DynamicOptionsProvider`), which a
  /// value must be one of unless the parameter is text.
  private func optionReading(
    _ text: String, target: MigratedParameterSchema, schema: MigratedIntentSchema
  ) -> Reading {
    guard let options = target.options, !options.isEmpty, !Self.isText(target.kind) else {
      return .words(text, entity: nil)
    }
    let lowered = text.lowercased()
    guard
      let option = options.first(where: {
        $0.title.lowercased() == lowered || $0.id.lowercased() == lowered
      })
    else {
      let offered = options.map(\.title).joined(separator: ", ")
      return .gone(
        "\(MessageText.quoted(text)) is not one of \(schema.intent)'s \(target.title.lowercased()) "
          + "options any more (\(offered))")
    }
    return .words(option.title, entity: nil)
  }

  /// An entity by identifier among the values the query lists, else by display string, else
  /// by the query's string search; the display string as is when none of them can tell (the
  /// query lists nothing, or its search fails).
  private func entityReading(
    identifier: String?, display: String?, entity: MigratedEntityType,
    target: MigratedParameterSchema, schema: MigratedIntentSchema
  ) async -> Reading {
    func found(_ value: MigratedValue) -> Reading {
      .words(value.title, entity: "\(entity.typeName)/\(value.id)")
    }
    if let match = Self.match(identifier: identifier, display: display, in: entity.knownValues) {
      return found(match)
    }
    // Without a search, Siri reads words only as one of the values the query lists.
    var looked = entity.listsEveryValue || (!entity.isSearchable && !entity.knownValues.isEmpty)
    if entity.isSearchable, let text = display ?? identifier,
      let results = await runtime.migratedEntityValues(
        matching: text, parameter: target.name, intent: schema.intent, app: schema.app)
    {
      if let match = Self.match(identifier: identifier, display: display, in: results) {
        return found(match)
      }
      looked = true
    }
    if !looked, let display {
      return .words(display, entity: identifier.map { "\(entity.typeName)/\($0)" })
    }
    let named = display.map(MessageText.quoted) ?? ""
    let id = identifier.map { "identifier \(MessageText.quoted($0))" }
    let what = [named, id.map { display == nil ? $0 : "(\($0))" }].compactMap { $0 }
      .filter { !$0.isEmpty }.joined(separator: " ")
    if looked {
      return .gone("\(schema.app) has no \(entity.displayName) \(what) any more")
    }
    return .gone("\(schema.app) can't look up the \(entity.displayName) with \(what)")
  }

  private static func match(identifier: String?, display: String?, in values: [MigratedValue])
    -> MigratedValue?
  {
    if let identifier, let match = values.first(where: { $0.id == identifier }) { return match }
    guard let display else { return nil }
    let lowered = display.lowercased()
    return values.first { $0.title.lowercased() == lowered }
  }

  /// "2026-12-24" or a full ISO 8601 date and time, as Siri reads a date answer.
  private static func isDate(_ text: String) -> Bool {
    let day = ISO8601DateFormatter()
    day.formatOptions = [.withFullDate]
    return day.date(from: text) != nil || ISO8601DateFormatter().date(from: text) != nil
  }
}

import ConversationRuntime
import Foundation
import StrictJSON
import TextSafety

/// Reads an import file's JSON into shortcuts, reporting at its line and column whatever does
/// not fit the format (see ``LegacyShortcutImport``).
struct LegacyShortcutParser {
  /// The file, as problems name it.
  let file: String
  /// What did not fit, in the order it was found.
  private(set) var problems: [LegacyShortcutProblem] = []
  /// The shortcut being read, for its problems.
  private var current: UUID?

  /// A parser whose problems name `file`.
  init(file: String) {
    self.file = file
  }

  /// The shortcuts that read well enough to check (those with an identifier, a phrase and a
  /// class name), and how many the file has.
  mutating func parse(_ text: String) -> (shortcuts: [LegacyVoiceShortcut], count: Int) {
    var reader = JSONReader(text: text)
    let document: PositionedJSON
    do throws(JSONSyntaxError) {
      document = try reader.parseDocument()
    } catch {
      problems.append(
        LegacyShortcutProblem(
          file: file, line: error.line, column: error.column, severity: .error,
          message: "invalid JSON: \(error.message)"))
      return ([], 0)
    }
    guard case .object(let members) = document.value else {
      report(
        .error, at: SourcePosition(document),
        "expected an object with a “voiceShortcuts” list, found \(document.kind)")
      return ([], 0)
    }
    warnUnknown(members, known: ["voiceShortcuts"], in: "the file")
    guard let list = document.member("voiceShortcuts") else {
      report(
        .error, at: SourcePosition(document),
        "the file has no “voiceShortcuts” list: { \"voiceShortcuts\": [ … ] }")
      return ([], 0)
    }
    guard case .array(let items) = list.value else {
      report(
        .error, at: SourcePosition(list),
        "“voiceShortcuts” should be a list of shortcuts, found \(list.kind)")
      return ([], 0)
    }
    let cap = InputLimits.maxShortcutsPerFile
    if items.count > cap {
      report(
        .error, at: SourcePosition(items[cap]),
        "the file holds \(items.count) shortcuts and a file may hold at most \(cap): the "
          + "\(items.count - cap) from here on are not read; split the file")
    }
    var shortcuts: [LegacyVoiceShortcut] = []
    var identifiers: [UUID: Int] = [:]
    var phrases: [String: Int] = [:]
    for item in items.prefix(cap) {
      guard var shortcut = readShortcut(item) else { continue }
      let position = SourcePosition(item)
      if let line = identifiers[shortcut.identifier] {
        report(
          .error, at: position,
          "identifier \(shortcut.identifier.uuidString) is the shortcut's on line \(line) too; "
            + "each shortcut needs its own")
        shortcut.hasErrors = true
      } else {
        identifiers[shortcut.identifier] = position.line
      }
      let phraseKey = shortcut.invocationPhrase.value.lowercased()
      if let line = phrases[phraseKey] {
        report(
          .warning, at: position,
          "the phrase \(MessageText.quoted(shortcut.invocationPhrase.value)) is also the shortcut's "
            + "on line \(line); Siri runs only one of them")
      } else {
        phrases[phraseKey] = position.line
      }
      shortcuts.append(shortcut)
    }
    current = nil
    return (shortcuts, items.count)
  }

  // MARK: Shortcuts

  private mutating func readShortcut(_ item: PositionedJSON) -> LegacyVoiceShortcut? {
    current = nil
    guard case .object(let members) = item.value else {
      report(
        .error, at: SourcePosition(item), "a voice shortcut should be an object, found \(item.kind)"
      )
      return nil
    }
    let errorsBefore = errorCount
    warnUnknown(
      members, known: ["identifier", "invocationPhrase", "shortcut"], in: "a voice shortcut")
    var identifier: UUID?
    if let text = string("identifier", in: item, context: "a voice shortcut") {
      identifier = UUID(uuidString: text.value)
      if identifier == nil {
        report(
          .error, at: text.position,
          "identifier \(MessageText.quoted(text.value)) is not a UUID, such as "
            + "“8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A5B”")
      }
    }
    current = identifier
    var phrase: Located<String>?
    if let text = string("invocationPhrase", in: item, context: "a voice shortcut") {
      let trimmed = text.value.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.isEmpty {
        report(.error, at: text.position, "invocationPhrase is empty: what does the person say?")
      } else {
        // The checks every saved phrase passes (control characters dropped, length, a content
        // word), here so that `check` reports them at the phrase.
        do throws(VoiceShortcutError) {
          phrase = Located(
            value: try VoiceShortcut.checkedPhrase(text.value), position: text.position)
        } catch {
          report(.error, at: text.position, "invocationPhrase: \(error)")
        }
      }
    }
    guard let intent = intentObject(in: item) else { return nil }
    var className: Located<String>?
    if let text = string("className", in: intent, context: "the intent") {
      if text.value.trimmingCharacters(in: .whitespaces).isEmpty {
        report(.error, at: text.position, "className is empty: name the SiriKit intent's class")
      } else {
        className = text
      }
    }
    let parameters = readParameters(of: intent)
    guard let identifier, let phrase, let className else { return nil }
    return LegacyVoiceShortcut(
      identifier: identifier, invocationPhrase: phrase, className: className,
      parameters: parameters,
      hasErrors: errorCount > errorsBefore)
  }

  /// `shortcut.intent`, the `INShortcut`'s intent.
  private mutating func intentObject(in item: PositionedJSON) -> PositionedJSON? {
    guard let shortcut = object("shortcut", in: item, context: "a voice shortcut") else {
      return nil
    }
    if case .object(let members) = shortcut.value {
      warnUnknown(members, known: ["intent", "userActivity"], in: "the shortcut")
    }
    if shortcut.member("intent") == nil, let activity = shortcut.member("userActivity") {
      report(
        .error, at: SourcePosition(activity),
        "this shortcut opens a user activity (NSUserActivity), not an intent; only custom "
          + "intents move to App Intents")
      return nil
    }
    guard let intent = object("intent", in: shortcut, context: "the shortcut") else { return nil }
    if case .object(let members) = intent.value {
      warnUnknown(members, known: ["className", "parameters"], in: "the intent")
    }
    return intent
  }

  // MARK: Parameters

  private mutating func readParameters(of intent: PositionedJSON) -> [LegacyParameter] {
    guard let container = intent.member("parameters") else { return [] }
    if case .null = container.value { return [] }
    guard case .object(let members) = container.value else {
      report(
        .error, at: SourcePosition(container),
        "the intent's “parameters” should be an object of parameters by name, found "
          + container.kind)
      return []
    }
    return members.compactMap { readParameter($0) }
  }

  private mutating func readParameter(_ member: PositionedJSON.Member) -> LegacyParameter? {
    let name = MessageText.plain(member.name)
    let object = member.value
    guard case .object(let fields) = object.value else {
      report(
        .error, at: SourcePosition(object),
        "\(name): a parameter should be an object with its “type” and value, found "
          + object.kind)
      return nil
    }
    guard let typeText = string("type", in: object, context: name) else { return nil }
    let type = LegacyParameterType(name: typeText.value)
    var isArray = false
    if let array = object.member("array") {
      guard case .bool(let flag) = array.value else {
        report(
          .error, at: SourcePosition(array), "\(name): “array” is true or false, not \(array.kind)")
        return nil
      }
      isArray = flag
    }
    let valueMembers = type.valueMembers
    if isArray, let stray = fields.first(where: { valueMembers.contains($0.name) }) {
      report(
        .error, at: SourcePosition(stray),
        "\(name) is a list (“array”: true): its values go in “values”, not "
          + MessageText.quoted(stray.name))
      return nil
    }
    if !isArray, let stray = fields.first(where: { $0.name == "values" }) {
      report(
        .error, at: SourcePosition(stray),
        "\(name): “values” is for a list; add \"array\": true, or give one value")
      return nil
    }
    warnUnknown(
      fields, known: Set(["type", "array"]).union(isArray ? ["values"] : valueMembers), in: name)
    var values: [LegacyValue] = []
    if isArray {
      guard let list = object.member("values") else {
        return LegacyParameter(
          name: member.name, position: SourcePosition(member), type: type, typeName: typeText,
          isArray: true, values: [])
      }
      guard case .array(let elements) = list.value else {
        report(
          .error, at: SourcePosition(list), "\(name): “values” should be a list, found \(list.kind)"
        )
        return nil
      }
      for element in elements {
        guard case .object(let elementFields) = element.value else {
          report(
            .error, at: SourcePosition(element),
            "\(name): each value should be an object such as "
              + "\(Self.example(of: type)), found \(element.kind)")
          return nil
        }
        warnUnknown(elementFields, known: valueMembers, in: name)
        let errorsBefore = errorCount
        guard let value = readValue(element, type: type, name: name) else {
          if errorCount == errorsBefore {
            report(
              .error, at: SourcePosition(element),
              "\(name): this value is empty; give it as \(Self.example(of: type))")
          }
          return nil
        }
        values.append(value)
      }
    } else {
      let errorsBefore = errorCount
      let value = readValue(object, type: type, name: name)
      guard errorCount == errorsBefore else { return nil }
      values = value.map { [$0] } ?? []
    }
    return LegacyParameter(
      name: member.name, position: SourcePosition(member), type: type, typeName: typeText,
      isArray: isArray, values: values)
  }

  /// The value in `object`'s members, `nil` when it has none (or an error was reported).
  private mutating func readValue(
    _ object: PositionedJSON, type: LegacyParameterType, name: String
  ) -> LegacyValue? {
    let context = name
    switch type {
    case .system(.integer):
      guard let number = number("value", in: object, context: context) else { return nil }
      guard number.value.allSatisfy({ $0.isNumber || $0 == "-" }) else {
        report(
          .error, at: number.position,
          "\(name): an Integer is a whole number such as 2, not \(number.value)")
        return nil
      }
      return LegacyValue(content: .number(number.value), position: number.position)
    case .system(.double):
      guard let number = number("value", in: object, context: context) else { return nil }
      return LegacyValue(content: .number(number.value), position: number.position)
    case .system(.boolean):
      guard let member = present("value", in: object) else { return nil }
      guard case .bool(let flag) = member.value else {
        report(
          .error, at: SourcePosition(member),
          "\(name): a Boolean is true or false, not \(member.kind)")
        return nil
      }
      return LegacyValue(content: .boolean(flag), position: SourcePosition(member))
    case .system(.string), .system(.date), .system(.url):
      guard present("value", in: object) != nil,
        let text = string("value", in: object, context: context)
      else { return nil }
      return LegacyValue(content: .text(text.value), position: text.position)
    case .system(.currencyAmount):
      guard let amount = number("amount", in: object, context: context) else { return nil }
      var code = "USD"
      if present("currencyCode", in: object) != nil {
        guard let text = string("currencyCode", in: object, context: context) else {
          return nil
        }
        code = text.value
      }
      return LegacyValue(
        content: .currency(amount: amount.value, code: code), position: amount.position)
    case .system(.measurement):
      guard let number = number("value", in: object, context: context),
        let unit = string("unit", in: object, context: context)
      else { return nil }
      return LegacyValue(
        content: .measurement(value: number.value, unit: unit.value), position: number.position)
    case .system, .custom:
      if case .custom = type, present("enum", in: object) != nil {
        guard let text = string("enum", in: object, context: context) else { return nil }
        if let other = present("identifier", in: object) ?? present("displayString", in: object) {
          report(
            .error, at: SourcePosition(other),
            "\(name): a value is either an enum case (“enum”) or an object (“identifier”, "
              + "“displayString”), not both")
          return nil
        }
        return LegacyValue(content: .enumCase(text.value), position: text.position)
      }
      let identifier = optionalString("identifier", in: object, context: context)
      let display = optionalString("displayString", in: object, context: context)
      guard identifier != nil || display != nil else { return nil }
      return LegacyValue(
        content: .object(identifier: identifier?.value, displayString: display?.value),
        position: display?.position ?? identifier?.position ?? SourcePosition(object))
    }
  }

  /// How a value of the type is written, for messages.
  private static func example(of type: LegacyParameterType) -> String {
    switch type {
    case .system(.integer): return "{\"value\": 2}"
    case .system(.double): return "{\"value\": 2.5}"
    case .system(.boolean): return "{\"value\": true}"
    case .system(.string): return "{\"value\": \"text\"}"
    case .system(.date): return "{\"value\": \"2026-12-24\"}"
    case .system(.url): return "{\"value\": \"https://example.com\"}"
    case .system(.placemark): return "{\"displayString\": \"Ferry Building\"}"
    case .system(.currencyAmount): return "{\"amount\": 3.75, \"currencyCode\": \"USD\"}"
    case .system(.measurement): return "{\"value\": 5, \"unit\": \"km\"}"
    case .system, .custom:
      return "{\"identifier\": \"…\", \"displayString\": \"…\"} or {\"enum\": \"…\"}"
    }
  }

  // MARK: Members

  private var errorCount: Int { problems.filter { $0.severity == .error }.count }

  private mutating func report(
    _ severity: LegacyShortcutProblem.Severity, at position: SourcePosition, _ message: String
  ) {
    problems.append(
      LegacyShortcutProblem(
        file: file, line: position.line, column: position.column, severity: severity,
        message: message, shortcut: current))
  }

  private mutating func warnUnknown(
    _ members: [PositionedJSON.Member], known: Set<String>, in context: String
  ) {
    for member in members where !known.contains(member.name) {
      let expected = known.sorted().map { "“\($0)”" }.joined(separator: ", ")
      report(
        .warning, at: SourcePosition(member),
        "\(context): \(MessageText.quoted(member.name)) is not part of the format and is "
          + "ignored (expected \(expected))")
    }
  }

  /// The member named `name` unless it is missing or null.
  private func present(_ name: String, in object: PositionedJSON) -> PositionedJSON? {
    guard let value = object.member(name) else { return nil }
    if case .null = value.value { return nil }
    return value
  }

  /// A required string member; reports it missing or of another kind.
  private mutating func string(_ name: String, in object: PositionedJSON, context: String)
    -> Located<String>?
  {
    guard let value = present(name, in: object) else {
      report(.error, at: SourcePosition(object), "\(context) has no “\(name)”")
      return nil
    }
    guard case .string(let text, _) = value.value else {
      report(
        .error, at: SourcePosition(value),
        "\(context): “\(name)” should be a string, found \(value.kind)")
      return nil
    }
    return Located(value: text, position: SourcePosition(value))
  }

  /// An optional string member; reports one of another kind.
  private mutating func optionalString(
    _ name: String, in object: PositionedJSON, context: String
  ) -> Located<String>? {
    guard present(name, in: object) != nil else { return nil }
    return string(name, in: object, context: context)
  }

  /// A number member, as written; reports it missing or of another kind.
  private mutating func number(_ name: String, in object: PositionedJSON, context: String)
    -> Located<String>?
  {
    guard let value = present(name, in: object) else { return nil }
    guard case .number(let text) = value.value else {
      report(
        .error, at: SourcePosition(value),
        "\(context): “\(name)” should be a number, found \(value.kind)")
      return nil
    }
    return Located(value: text, position: SourcePosition(value))
  }

  /// A required object member; reports it missing or of another kind.
  private mutating func object(_ name: String, in object: PositionedJSON, context: String)
    -> PositionedJSON?
  {
    guard let value = present(name, in: object) else {
      report(.error, at: SourcePosition(object), "\(context) has no “\(name)”")
      return nil
    }
    guard case .object = value.value else {
      report(
        .error, at: SourcePosition(value),
        "\(context): “\(name)” should be an object, found \(value.kind)")
      return nil
    }
    return value
  }
}

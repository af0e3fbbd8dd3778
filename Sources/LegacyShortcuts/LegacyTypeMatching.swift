import ConversationRuntime

/// Whether a SiriKit parameter's type is equivalent to an App Intent parameter's, as the
/// migration talk asks: the same kind of value, one or several alike, and for custom types the
/// same type by name (`Soup` is `SoupAppEntity`, `OrderType` is `OrderTypeAppEnum`).
enum LegacyTypeMatching {
  /// Whether `parameter`'s values fit `target`.
  static func fits(_ parameter: LegacyParameter, _ target: MigratedParameterSchema) -> Bool {
    parameter.isArray == target.isList && kindFits(parameter, target.kind)
  }

  private static func kindFits(_ parameter: LegacyParameter, _ kind: MigratedValueKind) -> Bool {
    switch (parameter.type, kind) {
    case (.system(let legacy), .system):
      return MigratedValueKind.system(legacy) == kind
    case (.system(.date), .unsupported(let typeName)):
      return typeName == "Date Components"
    case (.custom(let name), .entity(let entity)):
      return parameter.values.allSatisfy { !$0.isEnumCase }
        && sameType(
          name, typeName: entity.typeName, displayName: entity.displayName,
          suffixes: ["AppEntity", "Entity"])
    case (.custom(let name), .enumeration(let enumeration)):
      return parameter.values.allSatisfy(\.isEnumCase)
        && sameType(
          name, typeName: enumeration.typeName, displayName: enumeration.displayName,
          suffixes: ["AppEnum", "Enum"])
    default:
      return false
    }
  }

  /// "Soup" names `SoupAppEntity` (Xcode's converter adds the suffix) and the type displayed
  /// as "Soup"; "OrderType" names `OrderTypeAppEnum` and "Order Type".
  private static func sameType(
    _ name: String, typeName: String, displayName: String, suffixes: [String]
  ) -> Bool {
    func key(_ text: String) -> String { text.filter { !$0.isWhitespace }.lowercased() }
    var names = [typeName, displayName]
    for suffix in suffixes where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
      names.append(String(typeName.dropLast(suffix.count)))
    }
    return names.map(key).contains(key(name))
  }

  /// "a String", "a list of Topping": the SiriKit type, for messages.
  static func describe(_ parameter: LegacyParameter) -> String {
    let name = MessageText.plain(parameter.typeName.value)
    return parameter.isArray ? "a list of \(name)" : MessageText.withArticle(name)
  }

  /// "a whole number", "a Soup", "a list of Topping": the App Intent's type, for messages.
  static func describe(_ target: MigratedParameterSchema) -> String {
    switch target.kind {
    case .entity, .enumeration, .unsupported:
      let name = target.kind.typeDescription
      return target.isList ? "a list of \(name)" : MessageText.withArticle(name)
    default:
      let description = target.kind.typeDescription
      return target.isList ? "a list, each \(description)" : description
    }
  }
}

extension LegacyValue {
  /// Whether the value is a custom enum's case.
  var isEnumCase: Bool {
    if case .enumCase = content { return true }
    return false
  }
}

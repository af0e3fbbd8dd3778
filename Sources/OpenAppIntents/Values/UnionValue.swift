/// Makes an enumeration whose cases each hold a value of a distinct type a value of any of
/// those types: `@UnionValue enum Result { case landmark(LandmarkEntity); case collection(…) }`.
@attached(
  extension, conformances: UnionValue,
  names: named(unionValueTypes), named(init(unionValue:)), named(unionValue))
public macro UnionValue() = #externalMacro(module: "OpenAppIntentsMacros", type: "UnionValueMacro")

/// A value that is one of several types, one case each; ``UnionValue()`` conforms an enum. A
/// parameter of a union of entity types takes an entity of any of them.
public protocol UnionValue: _IntentValue {
  /// The types a value may have, one per case, in case order.
  static var unionValueTypes: [any Any.Type] { get }
  /// The case that holds `value`, or `nil` when its type is none of the union's.
  init?(unionValue value: Any)
  /// The value the case holds.
  var unionValue: Any { get }
}

extension UnionValue {
  /// A union of entity types is found as one entity type: the suggestions, search results and
  /// identifiers of each member type in turn, each value wrapped in its case. Member types that
  /// are not entities take no part in finding values.
  public static var _valueKind: IntentValueKind {
    let members = unionValueTypes.compactMap { type -> EntityValueSupport? in
      guard let value = type as? any _IntentValue.Type,
        case .entity(let support) = value._valueKind
      else { return nil }
      return support
    }
    guard var union = members.first else {
      return .unsupported(typeName: String(describing: Self.self))
    }
    union.typeName = String(describing: Self.self)
    union.typeDisplayRepresentation = TypeDisplayRepresentation(
      name: LocalizedStringResource(
        stringLiteral: members.map { $0.typeDisplayRepresentation.name.defaultValue }
          .joined(separator: " or ")))
    union.suggested = { try await wrap(members) { try await $0.suggested() } }
    union.search = nil
    if members.contains(where: { $0.search != nil }) {
      // A member without a string search is searched in its suggestions, by title.
      union.search = { text in
        try await wrap(members) { member in
          if let search = member.search { return try await search(text) }
          return try await member.suggested().filter {
            $0.displayRepresentation.title.defaultValue.localizedCaseInsensitiveContains(text)
          }
        }
      }
    }
    union.all = nil
    if members.contains(where: { $0.all != nil }) {
      union.all = { try await wrap(members) { member in try await member.all?() ?? [] } }
    }
    union.byIdentifier = { identifiers in
      try await wrap(members) { member in
        let own = identifiers.compactMap { identifier -> String? in
          let prefix = member.typeName + "/"
          return identifier.hasPrefix(prefix) ? String(identifier.dropFirst(prefix.count)) : nil
        }
        return own.isEmpty ? [] : try await member.byIdentifier(own)
      }
    }
    union.find = nil
    union.schema = nil
    return .entity(union)
  }

  /// Each member's choices, its values wrapped in their cases and its identifiers made
  /// `Type/id` so two members' identifiers never collide.
  private static func wrap(
    _ members: [EntityValueSupport],
    _ choices: (EntityValueSupport) async throws -> [IntentValueChoice]
  ) async throws -> [IntentValueChoice] {
    var wrapped: [IntentValueChoice] = []
    for member in members {
      for choice in try await choices(member) {
        guard let value = Self(unionValue: choice.value) else { continue }
        var union = choice
        union.id = "\(member.typeName)/\(choice.id)"
        union.value = value
        wrapped.append(union)
      }
    }
    return wrapped
  }
}

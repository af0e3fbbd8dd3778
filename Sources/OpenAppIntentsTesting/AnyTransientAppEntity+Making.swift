import ConversationRuntime
@_spi(SiriSim) import OpenAppIntents

extension AnyTransientAppEntity {
  /// A value ready to give a property (`nil` empties it).
  struct GivenValue {
    let value: (any Sendable)?
  }

  /// A property of a transient entity, by name.
  struct NamedProperty {
    let name: String
    let property: any AnyEntityProperty
  }

  /// The entity's `@Property` declarations, by name.
  static func properties(of entity: any TransientAppEntity) -> [NamedProperty] {
    Mirror(reflecting: entity).children.compactMap { child in
      guard let label = child.label, let property = child.value as? any AnyEntityProperty else {
        return nil
      }
      return NamedProperty(
        name: label.hasPrefix("_") ? String(label.dropFirst()) : label, property: property)
    }
  }

  /// A new entity of the type, as the app's `init()` makes it.
  func freshEntity() throws(AppIntentsTestingError) -> any TransientAppEntity {
    try TestSession.installed(session, bundleIdentifier: bundleIdentifier ?? "")
      .requiredTransientEntityType(named: typeIdentifier).init()
  }

  /// The app's entity: the one an intent returned, or one the app's `init()` makes with the
  /// values given, entity references found through their queries in `runtime`.
  func make(in runtime: ConversationRuntime?) async throws(AppIntentsTestingError)
    -> any TransientAppEntity
  {
    if let resolved { return resolved }
    let entity = try freshEntity()
    let properties = Self.properties(of: entity)
    for (name, given) in values {
      guard let property = properties.first(where: { $0.name == name })?.property else {
        throw .unknownProperty(name, entity: typeIdentifier, properties: properties.map(\.name))
      }
      let value = try await Self.value(
        given, for: property, in: runtime,
        bundleIdentifier: session?.bundleIdentifier ?? bundleIdentifier ?? "")
      do throws(IntentRequestError) {
        try property.setAnyValue(value, name: name)
      } catch {
        throw .wrongPropertyType(property: name, entity: typeIdentifier, message: error.message)
      }
    }
    return entity
  }

  /// The app's entity made now, without finding entity references; `nil` when it cannot be.
  func madeEntity() -> (any TransientAppEntity)? {
    if let resolved { return resolved }
    guard let entity = try? freshEntity() else { return nil }
    let properties = Self.properties(of: entity)
    for (name, given) in values {
      guard let property = properties.first(where: { $0.name == name })?.property,
        let value = Self.immediateValue(given, for: property),
        (try? property.setAnyValue(value.value, name: name)) != nil
      else { return nil }
    }
    return entity
  }

  /// A given value as the property takes it: text naming an enum case is the case, a
  /// reference is the entity its query finds.
  private static func value(
    _ given: (any IntentValueExpressing)?, for property: any AnyEntityProperty,
    in runtime: ConversationRuntime?, bundleIdentifier: String
  ) async throws(AppIntentsTestingError) -> (any Sendable)? {
    if let immediate = immediateValue(given, for: property) { return immediate.value }
    guard case .entity(let typeName, let identifier)? = given?._intentTestingValue.preset,
      let runtime
    else {
      return nil
    }
    let found: [any Sendable]
    do throws(PreparedQueryProblem) {
      found = try await runtime.runEntityQuery(entity: typeName, .identifiers([identifier]))
    } catch {
      throw AppIntentsTestingError(error, bundleIdentifier: bundleIdentifier)
    }
    guard let entity = found.first else {
      throw .entityNotFound(entity: typeName, identifier: identifier)
    }
    return entity
  }

  /// A given value that needs no query; `nil` for an entity reference.
  private static func immediateValue(
    _ given: (any IntentValueExpressing)?, for property: any AnyEntityProperty
  ) -> GivenValue? {
    guard let given else { return GivenValue(value: nil) }
    return immediateValue(given._intentTestingValue.preset, kind: property.valueKind.elementKind)
  }

  /// A given value, or each of a list's, that needs no query; `nil` when one is an entity
  /// reference.
  private static func immediateValue(_ preset: PresetValue, kind: IntentValueKind) -> GivenValue? {
    switch preset {
    case .none: return GivenValue(value: nil)
    case .words(let text):
      if case .enumeration(let support) = kind,
        let choice = support.cases.first(where: { $0.id == text })
      {
        return GivenValue(value: choice.value)
      }
      return GivenValue(value: text)
    case .value(let value):
      if let transient = value as? AnyTransientAppEntity {
        return transient.madeEntity().map { GivenValue(value: $0) }
      }
      return GivenValue(value: value)
    case .enumCase(_, let rawValue):
      guard case .enumeration(let support) = kind,
        let choice = support.cases.first(where: { $0.id == rawValue })
      else { return GivenValue(value: rawValue) }
      return GivenValue(value: choice.value)
    case .entity: return nil
    case .list(let elements):
      var values: [any Sendable] = []
      for element in elements {
        guard let given = immediateValue(element, kind: kind), let value = given.value else {
          return nil
        }
        values.append(value)
      }
      return GivenValue(value: values)
    }
  }
}

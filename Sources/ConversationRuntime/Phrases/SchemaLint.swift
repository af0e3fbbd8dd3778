@_spi(SiriSim) import OpenAppIntents

/// What Apple's schema macros check when an app builds: a schema intent declares each
/// parameter its schema requires, by name and type (`@AppIntent(schema: .photos.createAlbum)`
/// needs `name: String`), and a schema entity each property.
///
/// Entities are checked on the first one their query suggests, since properties are read from
/// an instance.
struct SchemaLinter {
  let app: LoadedApp

  func check() async -> [PhraseDiagnostic] {
    var found: [PhraseDiagnostic] = []
    for type in intentTypes() {
      guard let schemaType = type as? any AssistantSchemaIntent.Type else { continue }
      let schema = schemaType.__appSchemaIntent
      let declared = IntentReflection.parameters(of: type.init()).map { name, parameter in
        (name, Self.schemaType(of: parameter.valueType, kind: parameter.descriptor.kind))
      }
      found += problems(
        of: "\(type)", conformingTo: schema.identifier, requires: schema.parameters,
        declares: declared, noun: "parameter")
    }
    await app.withDependencies {
      for entity in app.manifest.entities {
        guard let schemaType = entity as? any AssistantSchemaEntity.Type,
          let declared = await Self.properties(ofOneOf: schemaType)
        else { continue }
        let schema = schemaType.__appSchemaEntity
        found += problems(
          of: "\(entity)", conformingTo: schema.identifier, requires: schema.properties,
          declares: declared, noun: "property")
      }
    }
    return found
  }

  private func intentTypes() -> [any AppIntent.Type] {
    var seen = Set<ObjectIdentifier>()
    return (app.manifest.intents + app.shortcuts.map { type(of: $0.intent) }).filter {
      seen.insert(ObjectIdentifier($0)).inserted
    }
  }

  private func problems(
    of typeName: String, conformingTo schema: String, requires members: [AppSchema.Member],
    declares declared: [(name: String, type: String)], noun: String
  ) -> [PhraseDiagnostic] {
    members.compactMap { member in
      let location = "\(app.name): \(typeName)"
      guard let found = declared.first(where: { $0.name == member.name }) else {
        guard member.isRequired else { return nil }
        return PhraseDiagnostic(
          .error, at: location,
          "\(typeName) conforms to \(schema), which requires the \(noun) '\(member.name)' of type \(member.type); \(typeName) does not declare it."
        )
      }
      guard found.type == member.type else {
        return PhraseDiagnostic(
          .error, at: location,
          "\(typeName) conforms to \(schema), whose \(noun) '\(member.name)' is of type \(member.type); \(typeName) declares it as \(found.type)."
        )
      }
      return nil
    }
  }

  /// A type as a schema writes it: `String`, `[IntentFile]`, or an entity's or enum's schema
  /// (`photos.album`) when it conforms to one.
  static func schemaType(of valueType: Any.Type, kind: IntentValueKind) -> String {
    var name = String(describing: valueType)
    if name.hasPrefix("Optional<") { name = String(name.dropFirst("Optional<".count).dropLast()) }
    if name.hasPrefix("Array<") {
      let element = String(name.dropFirst("Array<".count).dropLast())
      return "[\(leaf(element, kind: kind.elementKind))]"
    }
    return leaf(name, kind: kind)
  }

  private static func leaf(_ name: String, kind: IntentValueKind) -> String {
    switch kind {
    case .entity(let support): support.schema ?? name
    case .enumeration(let support): support.schema ?? name
    default: name
    }
  }

  /// The `@Property` (and computed) names of the first entity the type's query suggests.
  private static func properties<Entity: AssistantSchemaEntity>(ofOneOf type: Entity.Type) async
    -> [(name: String, type: String)]?
  {
    guard let entity = try? await EntityValueSupport(type).suggested().first?.value else {
      return nil
    }
    return Mirror(reflecting: entity).children.compactMap { child in
      guard let label = child.label, label.hasPrefix("_"),
        let property = child.value as? any AnyEntityProperty
      else { return nil }
      return (
        String(label.dropFirst()), schemaType(of: property.valueType, kind: property.valueKind)
      )
    }
  }
}

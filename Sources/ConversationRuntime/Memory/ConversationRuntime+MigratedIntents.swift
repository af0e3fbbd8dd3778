import OpenAppIntents
import TextSafety

extension ConversationRuntime {
  /// The loaded apps' intents that replace SiriKit custom intents, with their parameters.
  ///
  /// Each intent adopts `CustomIntentMigratedAppIntent`. Its schema lists the cases of its
  /// enums, the entities its queries suggest or list and the options its providers offer: what
  /// importing a SiriKit shortcut checks the shortcut's values against.
  ///
  /// App code (queries, options providers) runs with the app's dependencies bound; a query that
  /// fails lists nothing.
  package func migratedIntents() async -> [MigratedIntentSchema] {
    var schemas: [MigratedIntentSchema] = []
    for app in apps {
      var seen = Set<String>()
      let types = app.manifest.intents + app.shortcuts.map { type(of: $0.intent) }
      for intentType in types {
        guard let migrated = intentType as? any CustomIntentMigratedAppIntent.Type else {
          continue
        }
        let name = LoadedApp.typeName(of: intentType)
        guard seen.insert(name).inserted else { continue }
        var parameters: [MigratedParameterSchema] = []
        for (_, parameter) in IntentReflection.parameters(of: intentType.init()) {
          parameters.append(await migratedSchema(of: parameter, in: app))
        }
        schemas.append(
          MigratedIntentSchema(
            app: app.name, intent: name, title: intentType.title.defaultValue,
            intentClassName: migrated.intentClassName, parameters: parameters))
      }
    }
    return schemas
  }

  /// The entities a migrated intent's entity parameter finds for `text` through its query's
  /// string search (`EntityStringQuery`), such as a soup that is never suggested.
  ///
  /// Returns `nil` when there is no such app, intent or entity parameter, when the query cannot
  /// search, or when the search fails.
  package func migratedEntityValues(
    matching text: String, parameter name: String, intent: String, app appName: String
  ) async -> [MigratedValue]? {
    guard let app = apps.first(where: { $0.name == appName }),
      let intentType = app.intentType(named: intent),
      let parameter = IntentReflection.parameters(of: intentType.init())
        .first(where: { $0.name == name })?.parameter,
      case .entity(let support) = parameter.descriptor.kind.elementKind,
      let search = support.search
    else { return nil }
    // The query's string search runs Foundation's, which traps on a NUL.
    let words = InputText.withoutControls(text)
    guard let choices = try? await app.withDependencies({ try await search(words) }) else {
      return nil
    }
    return choices.map(MigratedValue.init(choice:))
  }

  private func migratedSchema(of parameter: any AnyIntentParameter, in app: LoadedApp) async
    -> MigratedParameterSchema
  {
    let descriptor = parameter.descriptor
    let kind = await migratedKind(
      descriptor.kind.elementKind, typeName: Self.elementTypeName(of: parameter.valueType),
      in: app)
    var options: [MigratedValue]?
    if let provider = descriptor.options {
      let choices = (try? await app.withDependencies { try await provider() }) ?? []
      options = choices.map(MigratedValue.init(choice:))
    }
    return MigratedParameterSchema(
      name: descriptor.name, title: descriptor.title.defaultValue, kind: kind,
      isList: descriptor.kind.isList, isOptional: descriptor.isOptional, options: options,
      inclusiveRange: descriptor.inclusiveRange)
  }

  private func migratedKind(_ kind: IntentValueKind, typeName: String, in app: LoadedApp) async
    -> MigratedValueKind
  {
    switch kind {
    case .entity(let support):
      // What Siri matches typed words against: the suggestions, then every entity.
      let suggested = support.suggested
      var choices = (try? await app.withDependencies { try await suggested() }) ?? []
      var listsEveryValue = false
      if let all = support.all,
        let every = try? await app.withDependencies({ try await all() })
      {
        choices += every
        listsEveryValue = true
      }
      var seenIDs = Set<String>()
      choices = choices.filter { seenIDs.insert($0.id).inserted }
      return .entity(
        MigratedEntityType(
          typeName: typeName, displayName: support.typeDisplayRepresentation.name.defaultValue,
          knownValues: choices.map(MigratedValue.init(choice:)), listsEveryValue: listsEveryValue,
          isSearchable: support.search != nil))
    case .enumeration(let support):
      return .enumeration(
        MigratedEnumType(
          typeName: typeName, displayName: support.typeDisplayRepresentation.name.defaultValue,
          cases: support.cases.map(MigratedValue.init(choice:))))
    case .integer, .double, .boolean, .string, .date, .url, .placemark, .currencyAmount,
      .measurement:
      return .system(kind)
    case .list(let element): return await migratedKind(element, typeName: typeName, in: app)
    case .unsupported(let name): return .unsupported(typeName: name)
    }
  }

  /// "Array<ToppingAppEntity>" → "ToppingAppEntity": the type of each value.
  private static func elementTypeName(of type: Any.Type) -> String {
    var name = String(describing: type)
    var unwrapped = true
    while unwrapped {
      unwrapped = false
      for wrapper in ["Optional<", "Array<"] where name.hasPrefix(wrapper) && name.hasSuffix(">") {
        name = String(name.dropFirst(wrapper.count).dropLast())
        unwrapped = true
      }
    }
    return name
  }
}

extension MigratedValue {
  init(choice: IntentValueChoice) {
    self.init(id: choice.id, title: choice.displayRepresentation.title.defaultValue)
  }
}

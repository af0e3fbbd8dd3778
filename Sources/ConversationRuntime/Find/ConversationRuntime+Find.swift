import Foundation
@_spi(SiriSim) import OpenAppIntents
import PhraseMatching
import TextSafety

/// An entity type with a Find action, as Shortcuts lists it ("Find Trails").
package struct FindableEntity: Sendable {
  /// The app.
  package var app: String
  /// The type's name, such as "Trail".
  package var name: String
  /// The action's title, such as "Find Trails".
  package var actionTitle: String
  /// Other names of the type (its `TypeDisplayRepresentation` synonyms), which find it too.
  package var synonyms: [String] = []
  /// The action's description, when the query gives one.
  package var summary: String?
  /// The properties a condition may use, with their operators (empty for a list-only query).
  package var properties: [EntityFindSupport.Property]
  /// The properties results may be sorted by.
  package var sortKeys: [String]
  /// Whether the action filters (a property query) or lists every entity (enumerable).
  package var filters: Bool

  let support: EntityFindSupport
  let appIndex: Int

  /// "name (contains, =, !=); trailLength (<=, >=)".
  package var propertyList: String { guide.propertyList }

  /// How to run the action, after a command such as `sirisim find` or `:find`:
  /// `Find Trails: sirisim find Trail — name (contains, =, !=); …; sort by name, trailLength`.
  package func usage(command: String) -> String { guide.usage(command: command) }

  /// The action as the app guide lists it.
  package var guide: AppGuide.Find {
    AppGuide.Find(
      entity: name, title: actionTitle, filters: filters,
      properties: properties.map { property in
        AppGuide.Find.Property(
          name: property.name, comparators: property.comparators.map(\.spelling))
      }, sortKeys: sortKeys)
  }
}

extension ConversationRuntime {
  /// What each app offers, for `:apps` and the UI's guide: its App Shortcuts' phrases, its
  /// intents to `:run`, and its Find actions to `:find`.
  package func appGuide() async -> AppGuide {
    let phrases = examplePhrases()
    let intents = intentNames
    let summaries = intentSummaries
    let finds = await findableEntities()
    // One entry per name: apps that share one (which the matcher cannot tell apart) share it.
    var names: [String] = []
    for app in apps where !names.contains(app.name) { names.append(app.name) }
    return AppGuide(
      apps: names.map { name in
        AppGuide.App(
          name: name,
          phrases: phrases.filter { $0.app == name }.map {
            AppGuide.Phrase(title: $0.title, phrase: $0.phrase)
          },
          intents: intents.filter { $0.app == name }.map {
            AppGuide.Intent(
              name: $0.intent, title: $0.title,
              summary: summaries[$0.app + "\u{1F}" + $0.intent]?.sentence)
          },
          find: finds.filter { $0.app == name }.map(\.guide))
      })
  }
}

/// What a Find action found.
package struct FindResult: Sendable, Equatable {
  /// The app.
  package var app: String
  /// The type's name.
  package var entity: String
  /// The entities, in the order the query gave them.
  package var items: [PromptChoice]
}

extension ConversationRuntime {
  /// Every entity type of the loaded apps that has a Find action: the types of the intents'
  /// parameters and those the manifests list, whose query is an `EntityPropertyQuery` or an
  /// `EnumerableEntityQuery`.
  package func findableEntities() async -> [FindableEntity] {
    if let cached = state.withLock({ $0.findableEntities }) { return cached }
    let found = await discoverFindableEntities()
    state.withLock { $0.findableEntities = found }
    return found
  }

  private func discoverFindableEntities() async -> [FindableEntity] {
    var found: [FindableEntity] = []
    for (appIndex, app) in apps.enumerated() {
      var seen = Set<String>()
      var kinds = app.manifest.entities.map { $0._valueKind }
      let intents = app.manifest.intents + app.shortcuts.map { type(of: $0.intent) }
      for intentType in intents {
        kinds += IntentReflection.parameters(of: intentType.init()).map {
          $0.parameter.descriptor.kind.elementKind
        }
      }
      for kind in kinds {
        guard case .entity(let support) = kind, let find = support.find else { continue }
        let name = support.typeDisplayRepresentation.name.defaultValue
        guard seen.insert(name).inserted else { continue }
        let description = await app.withDependencies { await find.describe() }
        let plural = Self.pluralName(of: support.typeDisplayRepresentation)
        found.append(
          FindableEntity(
            app: app.name, name: name, actionTitle: "Find \(plural)",
            synonyms: support.typeDisplayRepresentation.synonyms.map(\.defaultValue),
            summary: find.findIntentDescription?.descriptionText.defaultValue,
            properties: description.properties, sortKeys: description.sortKeys,
            filters: description.filters, support: find, appIndex: appIndex))
      }
    }
    return found
  }

  /// Runs a Find action: checks the request against what the query declares (properties,
  /// operators, sort keys, value types) and returns the entities it finds.
  package func find(_ request: FindRequest) async throws(FindError) -> FindResult {
    let entity = try await findable(named: request.entity, app: request.app)
    if !entity.filters, !request.conditions.isEmpty || !request.sort.isEmpty {
      throw FindError(
        "\(entity.actionTitle) takes no conditions or sort keys: it lists every \(entity.name.lowercased())."
      )
    }
    var filters: [EntityFindSupport.Filter] = []
    for condition in request.conditions {
      filters.append(try filter(for: condition, in: entity))
    }
    var sorts: [EntityFindSupport.Sort] = []
    for key in request.sort {
      guard let index = entity.sortKeys.firstIndex(where: { NameMatching.same($0, key.property) })
      else {
        let keys = entity.sortKeys.isEmpty ? "none" : entity.sortKeys.joined(separator: ", ")
        throw FindError(
          "\(entity.actionTitle) cannot sort by “\(key.property)”. Sort keys: \(keys).")
      }
      sorts.append(EntityFindSupport.Sort(key: index, ascending: !key.descending))
    }
    if let limit = request.limit, limit < 0 {
      throw FindError("--limit must be 0 or more, not \(limit).")
    }
    let app = apps[entity.appIndex]
    do {
      let choices = try await app.withDependencies {
        try await entity.support.find(
          filters, request.matchesAll ? .and : .or, sorts, request.limit)
      }
      return FindResult(
        app: app.name, entity: entity.name, items: choices.map(PromptChoice.init(choice:)))
    } catch {
      throw FindError(
        "\(entity.actionTitle) failed: \(IntentValueFormatter.spokenText(of: error)).")
    }
  }

  private func findable(named name: String, app: String?) async throws(FindError)
    -> FindableEntity
  {
    let all = await findableEntities()
    let candidates = all.filter { entity in
      (app == nil || NameMatching.same(entity.app, app ?? ""))
        && (NameMatching.same(entity.name, name) || NameMatching.same(entity.actionTitle, name)
          || NameMatching.same(entity.actionTitle, "Find " + name)
          || entity.synonyms.contains { NameMatching.same($0, name) })
    }
    guard let first = candidates.first else {
      let known = all.map { "\($0.name) (\($0.app))" }.joined(separator: ", ")
      throw FindError(
        "No entity type named “\(name)”\(app.map { " in \($0)" } ?? "") has a Find action. Types: \(known.isEmpty ? "none" : known)."
      )
    }
    guard candidates.count == 1 else {
      let apps = candidates.map(\.app).joined(separator: ", ")
      throw FindError("“\(name)” is a type of several apps (\(apps)); say which with --app.")
    }
    return first
  }

  private func filter(for condition: FindRequest.Condition, in entity: FindableEntity)
    throws(FindError) -> EntityFindSupport.Filter
  {
    guard
      let index = entity.properties.firstIndex(where: {
        NameMatching.same($0.name, condition.property)
          || NameMatching.same($0.title, condition.property)
      })
    else {
      throw FindError(
        "\(entity.actionTitle) has no property “\(condition.property)”. Properties: \(entity.propertyList)."
      )
    }
    let property = entity.properties[index]
    guard property.comparators.contains(condition.comparator) else {
      let offered = property.comparators.map(\.spelling).joined(separator: ", ")
      throw FindError(
        "\(property.name) cannot be compared with “\(condition.comparator.spelling)”; it takes \(offered)."
      )
    }
    var values: [any Sendable] = []
    for text in condition.values {
      // The query's comparators run Foundation's string search, which traps on a NUL.
      values.append(try value(InputText.withoutControls(text), of: property))
    }
    return EntityFindSupport.Filter(
      property: index, comparator: condition.comparator, values: values)
  }

  /// A condition's value read by the property's type.
  private func value(_ text: String, of property: EntityFindSupport.Property) throws(FindError)
    -> any Sendable
  {
    let descriptor = ParameterDescriptor(
      name: property.name, title: LocalizedStringResource(property.title), kind: property.kind,
      isOptional: false)
    switch property.kind {
    case .string:
      return text
    case .date:
      let day = DateWords.parse(text, now: options.environment.now(), in: lexicon)
      if let date = Self.year(text) ?? day { return date }
      throw FindError(
        "\(property.name) wants a date, such as 2025-06-01 or a year such as 1850, not “\(text)”.")
    case .measurement(let support):
      switch MeasurementWords.resolve(text, support: support, parameter: descriptor) {
      case .value(let value): return value
      case .invalid(let message), .notFound(let message): throw FindError(message)
      case .ambiguous: throw FindError("“\(text)” is not a \(support.dimensionName).")
      }
    case .integer:
      guard let number = NumberWords.parse(text) else {
        throw FindError("\(property.name) wants a whole number, not “\(text)”.")
      }
      return number
    case .double:
      guard let number = Double(text), number.isFinite else {
        throw FindError("\(property.name) wants a number, not “\(text)”.")
      }
      return number
    case .boolean:
      // A typed option, as digits are: English's words work in every locale.
      guard
        let answer = YesNo.parse(text, in: lexicon)
          ?? YesNo.parse(text, in: .english)
      else {
        throw FindError("\(property.name) wants true or false, not “\(text)”.")
      }
      return answer
    case .enumeration(let support):
      guard let choice = ChoiceMatching.exactChoice(for: text, among: support.cases) else {
        let cases = support.cases.map(\.displayRepresentation.title.defaultValue)
        throw FindError(
          "\(property.name) is one of \(cases.joined(separator: ", ")), not “\(text)”.")
      }
      return choice.value
    default:
      throw FindError("\(property.name) cannot be compared here.")
    }
  }

  /// "1850" as the first moment of that year, UTC.
  static func year(_ text: String) -> Date? {
    // Four digits, no sign: "0000" and "+123" are not years.
    guard text.utf8.count == 4, text.utf8.allSatisfy({ (48...57).contains($0) }),
      let year = Int(text), year >= 1
    else { return nil }
    var components = DateComponents()
    components.year = year
    components.month = 1
    components.day = 1
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar.date(from: components)
  }

  /// "Trails" from the numeric format "%lld trails", capitalized as a title; else the name
  /// with an s.
  static func pluralName(of type: TypeDisplayRepresentation) -> String {
    guard let format = type.numericFormat?.key else { return type.name.defaultValue + "s" }
    let words = format.replacingOccurrences(of: "%lld", with: "")
      .split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }
    return words.isEmpty ? type.name.defaultValue + "s" : words.joined(separator: " ")
  }
}

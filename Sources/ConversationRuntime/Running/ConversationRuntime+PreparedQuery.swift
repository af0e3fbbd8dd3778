import OpenAppIntents
import SiriSimApp

/// What an entity query run from code asks of the entity's query, as AppIntentsTesting's
/// `AnyEntityQuery` asks it.
///
/// SiriSim runtime support for `OpenAppIntentsTesting`.
package enum EntityQueryRequest: Sendable, Equatable {
  /// The entities whose name fits the text (`EntityStringQuery.entities(matching:)`).
  case matching(String)
  /// The entities with these identifiers, as text (`EntityQuery.entities(for:)`).
  case identifiers([String])
  /// Every entity (`EnumerableEntityQuery.allEntities()`).
  case all
}

/// Why a query run from code gave no answer.
package enum PreparedQueryProblem: Error, Sendable, Equatable {
  /// No loaded app declares an entity type of that name (in its intents' parameters or its
  /// manifest's `entities`).
  case unknownEntity(String, known: [String])
  /// The entity's query cannot answer the request: it is not the kind of query `needs` names
  /// (`EntityStringQuery`, `EnumerableEntityQuery`).
  case unsupportedRequest(entity: String, needs: String)
  /// No loaded app declares a value query of that type name.
  case unknownValueQuery(String, known: [String])
  /// The value query takes another kind of input.
  case wrongInput(query: String, expected: String, given: String)
  /// The app's query threw; the message is its error's description.
  case failed(query: String, message: String)
}

extension ConversationRuntime {
  /// Runs an entity's default query from code, with its app's dependencies, and returns the
  /// entities it found, in its order. Throws when no app has the entity type, its query is not
  /// of the kind the request needs, or the query threw.
  package func runEntityQuery(entity typeName: String, _ request: EntityQueryRequest)
    async throws(PreparedQueryProblem) -> [any Sendable]
  {
    let (app, support) = try entitySupport(typeNamed: typeName)
    let search: @Sendable () async throws -> [IntentValueChoice]
    switch request {
    case .matching(let text):
      guard let byText = support.search else {
        throw .unsupportedRequest(entity: typeName, needs: "EntityStringQuery")
      }
      search = { try await byText(text) }
    case .identifiers(let identifiers):
      search = { try await support.byIdentifier(identifiers) }
    case .all:
      guard let all = support.all else {
        throw .unsupportedRequest(entity: typeName, needs: "EnumerableEntityQuery")
      }
      search = all
    }
    do {
      return try await app.withDependencies { try await search() }.map(\.value)
    } catch {
      throw .failed(query: "\(typeName)'s query", message: String(describing: error))
    }
  }

  /// The query support of the entity type named `typeName`, with the app that declares it.
  func entitySupport(typeNamed typeName: String) throws(PreparedQueryProblem)
    -> (LoadedApp, EntityValueSupport)
  {
    let found = apps.lazy.compactMap { app in
      app.entitySupports.first { $0.typeName == typeName }.map { (app, $0) }
    }.first
    guard let found else {
      let known = Set(apps.flatMap { $0.entitySupports.map(\.typeName) })
      throw .unknownEntity(typeName, known: known.sorted())
    }
    return found
  }

  /// Runs the value query of type name `name` (`AppManifest.valueQueries`) with `input`, with
  /// its app's dependencies, and returns its values in order (the app's entities, or its union
  /// values). Throws when no app has the query, the input is not of the query's `Input` type,
  /// or the query threw.
  package func runValueQuery(named name: String, input: any Sendable)
    async throws(PreparedQueryProblem) -> [Any]
  {
    let found = apps.lazy.compactMap { app in
      app.manifest.valueQueries.first { String(describing: type(of: $0)) == name }.map {
        (app, $0)
      }
    }.first
    guard let (app, query) = found else {
      let known = apps.flatMap { $0.manifest.valueQueries.map { String(describing: type(of: $0)) } }
      throw .unknownValueQuery(name, known: known)
    }
    return try await Self.run(query, named: name, input: input, in: app)
  }

  private static func run<Query: IntentValueQuery>(
    _ query: Query, named name: String, input: any Sendable, in app: LoadedApp
  ) async throws(PreparedQueryProblem) -> [Any] {
    guard let given = input as? Query.Input else {
      throw .wrongInput(
        query: name, expected: String(describing: Query.Input.self),
        given: String(describing: type(of: input)))
    }
    do {
      return try await app.withDependencies { try await query.values(for: given) }.items.map { $0 }
    } catch {
      throw .failed(query: name, message: String(describing: error))
    }
  }
}

extension LoadedApp {
  /// The entity types the app declares: its manifest's `entities`, then those of its intents'
  /// parameters (a list's element type too), each once.
  var entitySupports: [EntityValueSupport] {
    var supports = manifest.entities.map(Self.support)
    let types = manifest.intents + shortcuts.map { type(of: $0.intent) }
    for intentType in types {
      for (_, parameter) in IntentReflection.parameters(of: intentType.init()) {
        if case .entity(let support) = parameter.descriptor.kind.elementKind {
          supports.append(support)
        }
      }
    }
    var seen = Set<String>()
    return supports.filter { seen.insert($0.typeName).inserted }
  }

  private static func support(_ type: any AppEntity.Type) -> EntityValueSupport {
    EntityValueSupport(type)
  }
}

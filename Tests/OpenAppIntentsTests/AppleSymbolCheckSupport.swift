import OpenAppIntents

// What AppleSymbolCheck.swift's checks need of an app: one entity and one enum, for the members
// Apple declares only for parameters of entity and enum types. Nothing here runs.

/// An entity that only lets `IntentParameter<SymbolCheckEntity>` be named.
struct SymbolCheckEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Entity"
  static let defaultQuery = Query()
  let id: String
  var displayRepresentation: DisplayRepresentation { "Entity" }

  /// Finds no entity.
  struct Query: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [SymbolCheckEntity] { [] }
  }
}

/// An enum that only lets `IntentParameter<SymbolCheckEnum>` be named.
enum SymbolCheckEnum: String, AppEnum {
  case only
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Enum"
  static let caseDisplayRepresentations: [SymbolCheckEnum: DisplayRepresentation] = [.only: "Only"]
}

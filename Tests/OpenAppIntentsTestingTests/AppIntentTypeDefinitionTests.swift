import Testing

#if canImport(AppIntentsTesting)
  import AppIntentsTesting
#else
  import OpenAppIntentsTesting
#endif

// `AppIntentTypeDefinition`: a definition checks that an instance is of its type
// (`isInstance(_:)`), and a value read is cast to a definition's instance type
// (`DynamicPropertyPath.as(_:)`).
@Suite(.bundledApps)
struct AppIntentTypeDefinitionTests {
  let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)

  @Test func anEntityDefinitionKnowsItsOwnReferencesAndQueryResults() async throws {
    let soupDefinition = definitions.entities["SoupAppEntity"]
    let reference = soupDefinition.makeReference(identifier: "tomatoSoup")
    let found = try await soupDefinition.entities(matching: "tomato")

    try soupDefinition.isInstance(reference)
    for soup in found { try soupDefinition.isInstance(soup) }
  }

  @Test func anEntityOfAnotherTypeIsNotAnInstance() {
    let topping = definitions.entities["ToppingAppEntity"].makeReference(identifier: "cheese")

    let error = #expect(throws: AppIntentsTestingError.self) {
      try definitions.entities["SoupAppEntity"].isInstance(topping)
    }

    #expect(
      error?.description
        == "The value is a ToppingAppEntity (ToppingAppEntity/cheese), not an instance of SoupAppEntity."
    )
  }

  @Test func anEnumDefinitionKnowsItsCases() throws {
    let orderType = definitions.enums["OrderTypeAppEnum"]

    try orderType.isInstance(orderType.makeCase("delivery"))
    #expect(throws: AppIntentsTestingError.self) {
      try orderType.isInstance(AnyAppEnum(typeIdentifier: "DrinkSize", rawValue: "large"))
    }
  }

  /// `DynamicPropertyPath`'s `as(_:)` with a definition: "Cast the entity to a known entity
  /// type definition."
  @Test func castsAReturnedValueToADefinitionsInstanceType() async throws {
    let trails = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)
    let trailEntity = trails.entities["TrailEntity"]
    let result = try await trails.intents["GetTrailInfo"]
      .makeIntent(trail: trailEntity.makeReference(identifier: "1")).run()

    let trail: AnyAppEntity = try result.value.as(trailEntity)

    #expect(trail.identifier.instanceIdentifier == "1")
    #expect(throws: AppIntentsTestingError.self) {
      try result.value.as(trails.entities["TrailCollection"])
    }
  }

  /// `DynamicPropertyPath`'s `as(_:)` with a type: `try result.value.as(String.self)`.
  @Test func castsAReturnedValueToAType() async throws {
    let library = IntentDefinitions(bundleIdentifier: BundleIdentifiers.bookLibrary)
    let result = try await library.intents["AddBook"].makeIntent(title: "Dune").run()

    #expect(try result.value.title.as(String.self) == "Dune")
    #expect(throws: AppIntentsTestingError.self) { try result.value.title.as(Int.self) }
  }
}

import Testing

// The examples of Apple's AppIntentsTesting documentation, with the bundled apps' names: only
// the import differs from a test on a Mac.
#if canImport(AppIntentsTesting)
  import AppIntentsTesting
#else
  import OpenAppIntentsTesting
#endif

@Suite(.bundledApps)
struct AppleExampleTests {
  /// `AnyAppIntent`'s overview: make, set, read back, run.
  @Test func setsReadsAndRunsAnIntentsParametersByName() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.bookLibrary)
    var intent = definitions.intents["AddBook"].makeIntent()

    intent.title = "Dune"
    intent.recommendedBy = "Priya"

    let title: String? = try intent.title
    #expect(title == "Dune")

    let result = try await intent.run()
    let added: String = try result.value.title
    #expect(added == "Dune")
    let book: AnyAppEntity = try result.value
    let recommendedBy: String? = book.recommendedBy
    #expect(recommendedBy == "Priya")
  }

  /// `IntentDefinitions`' overview: an intent, an entity and an enum case by type name.
  @Test func looksIntentsEntitiesAndEnumsUpByTypeName() throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)

    let intent = definitions.intents["OrderSoup"].makeIntent(orderType: "delivery")
    let entity = definitions.entities["SoupAppEntity"].makeReference(identifier: "tomatoSoup")
    let enumCase = definitions.enums["OrderTypeAppEnum"].makeCase("delivery")

    #expect(definitions.bundleIdentifier == BundleIdentifiers.soupChef)
    #expect(intent.identifier == "OrderSoup")
    let orderType: String = try intent.orderType
    #expect(orderType == "delivery")
    #expect(entity.identifier.instanceIdentifier == "tomatoSoup")
    #expect(entity.identifier.entityType.persistentIdentifier == "SoupAppEntity")
    #expect(enumCase.rawValue == "delivery")
    #expect(try enumCase.as(String.self) == "delivery")
  }

  /// `AppIntentDefinition`'s overview: values given as `makeIntent`'s arguments; an entity
  /// reference found through the entity's query; the confirmation accepted.
  @Test func runsAnIntentMadeWithArgumentsAndAnEntityReference() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    let orderIntent = definitions.intents["OrderSoup"]
    let soup = definitions.entities["SoupAppEntity"].makeReference(identifier: "tomatoSoup")
    var intent = orderIntent.makeIntent(soup: soup, quantity: 2)
    intent.storeLocation = "Ferry Building"

    let result = try await intent.run()

    let value: (any IntentValueExpressing)? = result.value
    let total: (any IntentValueExpressing)? = try result.value.total
    #expect(value != nil)
    #expect(total != nil)
  }

  /// A parameter not given reads as its default.
  @Test func readsAParametersDefault() throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    let intent = definitions.intents["OrderSoup"].makeIntent()
    let quantity: Int? = try intent.quantity
    let deliveryLocation: (any IntentValueExpressing)? = intent.deliveryLocation
    #expect(quantity == 1)
    #expect(deliveryLocation == nil)
  }

  /// `ResolvedIntentResult`'s overview: the value compared, its properties read, and passed to
  /// another intent.
  @Test func readsAResultsValueAndPassesItToTheNextIntent() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)
    let trail = definitions.entities["TrailEntity"].makeReference(identifier: "1")
    let intent = definitions.intents["GetTrailInfo"].makeIntent(trail: trail)

    let result = try await intent.run()

    let returned: AnyAppEntity = try result.value
    #expect(returned == trail)
    let name: String = try result.value.name
    #expect(name == "Devil's Slide Trail")
    let region: String = try result.value.regionDescription
    #expect(region == "Pacifica, CA")

    var intent2 = definitions.intents["GetTrailInfo"].makeIntent()
    intent2.trail = result.value
    let again: String = try await intent2.run().value.name
    #expect(again == "Devil's Slide Trail")
  }

  /// `AnyAppEntity`'s overview: an entity's properties by name, typed.
  @Test func readsAnEntitysPropertiesByName() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.bookLibrary)
    let result = try await definitions.intents["AddBook"].makeIntent(title: "Dune").run()
    let entity: AnyAppEntity = try result.value

    let title: String? = entity.title
    let authorName: String? = entity.authorName
    let missing: Int? = entity.title

    #expect(title == "Dune")
    #expect(authorName?.isEmpty == false)
    #expect(missing == nil)
  }

  /// `AnyAppEnum`: a case by raw value, given to an intent; a case an intent returned or was
  /// given reads back.
  @Test func givesAnEnumCaseToAnIntent() throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    let delivery = definitions.enums["OrderTypeAppEnum"].makeCase("delivery")
    var intent = definitions.intents["OrderSoup"].makeIntent()
    intent.orderType = delivery

    let orderType: AnyAppEnum = try intent.orderType
    #expect(orderType == delivery)
    #expect(AnyAppEnum(typeIdentifier: "OrderTypeAppEnum", value: "delivery") == delivery)
  }

  /// A result's value chained into the next intent, through the app's data: the book added is
  /// the one opened.
  @Test func chainsAnAddedBookIntoOpenBook() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.bookLibrary)
    let added = try await definitions.intents["AddBook"].makeIntent(title: "Dune").run()
    let book: AnyAppEntity = try added.value

    let open = definitions.intents["OpenBook"].makeIntent(book: added.value)
    try await open.run()

    let reference = definitions.entities["BookEntity"].makeReference(
      identifier: book.identifier.instanceIdentifier)
    try await definitions.intents["OpenBook"].makeIntent(book: reference).run()
  }
}

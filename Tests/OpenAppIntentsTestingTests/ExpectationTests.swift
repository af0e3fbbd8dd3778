import Foundation
import Testing

// Apple's 27.3 expectations (`AppIntentDefinition.expect`, `result(_:)`, `IntentValueExpectation`,
// `AppEntityDefinition.expect`, `expectIdentifier(_:)`), their documentation's examples adapted
// to the bundled apps: only the import differs from a test on a Mac.
#if canImport(AppIntentsTesting)
  import AppIntentsTesting
#else
  import OpenAppIntentsTesting
#endif

@Suite(.bundledApps)
struct ExpectationTests {
  /// `AppIntentDefinition.expect`'s example (`title: .contains(…)`, `endDate: .isNil`), for
  /// Soup Chef's order: parameters are checked as the test gave them, before any query runs.
  @Test func checksAnIntentsParametersAsGiven() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    let orderSoup = definitions.intents["OrderSoup"]
    let expectation = orderSoup.expect(
      soup: .contains("Chowder"),
      deliveryLocation: .isNil
    )

    let chowder = orderSoup.makeIntent(soup: "New England Clam Chowder")
    #expect(try await expectation.isSatisfied(by: chowder))
    let tomato = orderSoup.makeIntent(soup: "Tomato Soup")
    #expect(try await expectation.isSatisfied(by: tomato) == false)
    let delivered = orderSoup.makeIntent(
      soup: "Manhattan Clam Chowder", deliveryLocation: "1 Main Street")
    #expect(try await expectation.isSatisfied(by: delivered) == false)
  }

  /// A parameter left out is checked as its default (`quantity` defaults to 1), and `nil`
  /// leaves a parameter unchecked.
  @Test func aParameterNotGivenIsCheckedAsItsDefault() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    let orderSoup = definitions.intents["OrderSoup"]
    let one = orderSoup.expect(quantity: .matches(#Predicate<Int> { $0 == 1 }), soup: nil)
    #expect(try await one.isSatisfied(by: orderSoup.makeIntent(soup: "Tomato Soup")))
    #expect(try await one.isSatisfied(by: orderSoup.makeIntent(quantity: 3)) == false)
  }

  /// An intent definition on its own expects any intent of its type, whatever its parameters.
  @Test func aDefinitionExpectsAnyIntentOfItsType() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.bookLibrary)
    let addBook = definitions.intents["AddBook"]
    #expect(try await addBook.isSatisfied(by: addBook.makeIntent(title: "Dune")))
    let openBook = definitions.intents["OpenBook"].makeIntent()
    #expect(try await addBook.isSatisfied(by: openBook) == false)
  }

  /// `AppEntityExpectation`'s example (`createEventIntentDefinition.result(
  /// eventEntityDefinition.expect(title: .contains("NASA"), endDate: .isNil))`), for Book
  /// Library: the book the intent returned, its properties checked one by one.
  @Test func checksTheEntityAnIntentReturned() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.bookLibrary)
    let addBook = definitions.intents["AddBook"]
    let bookEntity = definitions.entities["BookEntity"]
    let expectation = addBook.result(
      bookEntity.expect(
        title: .contains("Dune"),
        dateRead: .isNil
      )
    )

    let intent = addBook.makeIntent(title: "Dune", recommendedBy: "Priya")
    let result = try await intent.run()
    #expect(try await expectation.isSatisfied(by: intent, result: result))
    // Without the result, the result is absent: an entity expectation is not met.
    #expect(try await expectation.isSatisfied(by: intent) == false)
    let wrongTitle = addBook.result(bookEntity.expect(title: .equals("dune")))
    #expect(try await wrongTitle.isSatisfied(by: intent, result: result) == false)
  }

  /// `AppIntentExpectation.result(_:)`'s example: parameters and result together.
  @Test func checksParametersAndResultTogether() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.bookLibrary)
    let addBook = definitions.intents["AddBook"]
    let expectation =
      addBook
      .expect(title: .equals("Dune"), recommendedBy: .notNil)
      .result(definitions.entities["BookEntity"].expect(recommendedBy: .equals("Priya")))

    let intent = addBook.makeIntent(title: "Dune", recommendedBy: "Priya")
    let result = try await intent.run()
    #expect(try await expectation.isSatisfied(by: intent, result: result))
    // `nil` leaves the result unchecked again.
    #expect(try await expectation.result(nil).isSatisfied(by: intent))
  }

  /// `isNil` for the result: an intent that returns nothing.
  @Test func expectsNoResult() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)
    let openFavorites = definitions.intents["OpenFavorites"]
    let intent = openFavorites.makeIntent()
    let result = try await intent.run()
    #expect(try await openFavorites.result(.isNil).isSatisfied(by: intent, result: result))
    #expect(
      try await openFavorites.result(.notNil).isSatisfied(by: intent, result: result) == false)
  }

  /// `expectIdentifier(_:)`'s example (a calendar by its identifier), for Trails: an entity
  /// parameter by its identifier, and the returned entity by identifier and properties.
  @Test func checksAnEntityByItsIdentifier() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)
    let getTrailInfo = definitions.intents["GetTrailInfo"]
    let trailEntity = definitions.entities["TrailEntity"]
    let intent = getTrailInfo.makeIntent(trail: trailEntity.makeReference(identifier: "1"))

    #expect(
      try await getTrailInfo.expect(trail: trailEntity.expectIdentifier("1")).isSatisfied(
        by: intent))
    #expect(
      try await getTrailInfo.expect(trail: trailEntity.expectIdentifier("2")).isSatisfied(
        by: intent) == false)
    #expect(try await getTrailInfo.expect(trail: trailEntity).isSatisfied(by: intent))
    #expect(
      try await getTrailInfo.expect(trail: definitions.entities["BookEntity"]).isSatisfied(
        by: intent) == false)

    let result = try await intent.run()
    let devilsSlide = getTrailInfo.result(
      trailEntity.expectIdentifier("1").expect(name: .equals("Devil's Slide Trail")))
    #expect(try await devilsSlide.isSatisfied(by: intent, result: result))
  }

  /// A property that can't be evaluated (a name the entity lacks, a value of another type) is
  /// not satisfied; the others are still checked, and nothing throws.
  @Test func aPropertyThatCannotBeEvaluatedIsNotSatisfied() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)
    let trailEntity = definitions.entities["TrailEntity"]
    let result = try await definitions.intents["GetTrailInfo"]
      .makeIntent(trail: trailEntity.makeReference(identifier: "1")).run()
    #expect(try await trailEntity.expect(name: .notNil).isSatisfied(by: result.value))
    #expect(try await trailEntity.expect(nickname: .isNil).isSatisfied(by: result.value) == false)
    #expect(
      try await trailEntity.expect(trailLength: .contains("km")).isSatisfied(by: result.value)
        == false)
    // A reference made from an identifier reads its properties through the entity's query;
    // one the query doesn't find has none.
    let reference = trailEntity.makeReference(identifier: "1")
    #expect(
      try await trailEntity.expect(name: .equals("Devil's Slide Trail")).isSatisfied(by: reference))
    #expect(try await trailEntity.isSatisfied(by: reference))
    let missing = trailEntity.makeReference(identifier: "no-such-trail")
    #expect(try await trailEntity.expect(name: .notNil).isSatisfied(by: missing) == false)
  }

  /// `IntentValueExpectation`'s members checked on values directly.
  @Test func checksValuesDirectly() async throws {
    let building: PrimitiveExpectation = .contains(regex: "Building")
    #expect(try await building.isSatisfied(by: "Old Building 4"))
    let whole: PrimitiveExpectation = .contains(regex: "^Building$")
    #expect(try await whole.isSatisfied(by: "Old Building 4") == false)
    let equals: PrimitiveExpectation = .equals("Ferry Building")
    #expect(try await equals.isSatisfied(by: "Ferry Building"))
    #expect(try await equals.isSatisfied(by: "ferry building") == false)
    // A string expectation on a value that is not a string is not satisfied.
    #expect(try await equals.isSatisfied(by: 2) == false)
    let isNil: PrimitiveExpectation = .isNil
    #expect(try await isNil.isSatisfied(by: nil))
    #expect(try await isNil.isSatisfied(by: "") == false)

    let two: PredicateExpectation = .matches(
      #Predicate<Int> { $0 >= 2 }, requirement: "two or more")
    #expect(try await two.isSatisfied(by: 2))
    #expect(try await two.isSatisfied(by: 1) == false)
    #expect(try await two.isSatisfied(by: nil) == false)
    #expect(try await two.isSatisfied(by: "2") == false)
    let noneOrTwo: PredicateExpectation = .matches(#Predicate<Int?> { $0 == nil || $0 == 2 })
    #expect(try await noneOrTwo.isSatisfied(by: nil))
  }

  /// An enum case is not a string: check its raw value with a `String` predicate.
  @Test func checksAnEnumCaseByItsRawValue() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    let orderSoup = definitions.intents["OrderSoup"]
    let delivery = definitions.enums["OrderTypeAppEnum"].makeCase("delivery")
    let expectation = orderSoup.expect(orderType: .matches(#Predicate<String> { $0 == "delivery" }))
    #expect(try await expectation.isSatisfied(by: orderSoup.makeIntent(orderType: delivery)))
    // Not given: its default, pickup.
    #expect(try await expectation.isSatisfied(by: orderSoup.makeIntent()) == false)
    let equals = orderSoup.expect(orderType: .equals("delivery"))
    #expect(try await equals.isSatisfied(by: orderSoup.makeIntent(orderType: delivery)) == false)
  }

  @Test func aRegularExpressionThatDoesNotParseThrows() async throws {
    let broken: PrimitiveExpectation = .contains(regex: "(unclosed")
    await #expect(throws: AppIntentsTestingError.self) {
      try await broken.isSatisfied(by: "text")
    }
  }

  @Test func anExpectationForAParameterTheIntentLacksThrows() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    let orderSoup = definitions.intents["OrderSoup"]
    await #expect(throws: AppIntentsTestingError.self) {
      try await orderSoup.expect(flavor: .notNil).isSatisfied(by: orderSoup.makeIntent())
    }
  }
}

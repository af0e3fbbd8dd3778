import Testing

#if canImport(AppIntentsTesting)
  import AppIntentsTesting
#else
  import OpenAppIntentsTesting
#endif

/// What a test is told when a name, a value or an app does not fit: an error that says what was
/// asked for and what there is.
@Suite(.bundledApps)
struct ErrorTests {
  let soupChef = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
  let library = IntentDefinitions(bundleIdentifier: BundleIdentifiers.bookLibrary)

  @Test func anAppNotInstalledThrowsWhenItsIntentRuns() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.NotInstalled")
    let error = await #expect(throws: AppIntentsTestingError.self) {
      try await definitions.intents["OrderSoup"].makeIntent().run()
    }
    guard case .appNotInstalled(let identifier, let installed) = error else {
      Issue.record("expected appNotInstalled, got \(String(describing: error))")
      return
    }
    #expect(identifier == "com.example.NotInstalled")
    #expect(installed.contains(BundleIdentifiers.soupChef))
    #expect(error?.description.contains("Installed:") == true)
  }

  @Test func anUnknownIntentNameThrowsWithTheAppsIntents() async throws {
    let error = await #expect(throws: AppIntentsTestingError.self) {
      try await soupChef.intents["OrderPizza"].makeIntent().run()
    }
    guard case .unknownIntent("OrderPizza", _, let known) = error else {
      Issue.record("expected unknownIntent, got \(String(describing: error))")
      return
    }
    #expect(known.contains("OrderSoup"))
  }

  @Test func anUnknownParameterNameThrowsOnReadAndOnRun() async throws {
    let plain = soupChef.intents["OrderSoup"].makeIntent()
    #expect(throws: AppIntentsTestingError.self) {
      let _: String? = try plain.flavour
    }
    let intent = soupChef.intents["OrderSoup"].makeIntent(flavour: "spicy")
    let error = await #expect(throws: AppIntentsTestingError.self) { try await intent.run() }
    guard case .unknownParameter("flavour", "OrderSoup", let parameters) = error else {
      Issue.record("expected unknownParameter, got \(String(describing: error))")
      return
    }
    #expect(parameters.contains("quantity"))
  }

  @Test func aValueOfTheWrongTypeThrowsAndRunsNothing() async throws {
    let soup = soupChef.entities["SoupAppEntity"].makeReference(identifier: "tomatoSoup")
    let intent = soupChef.intents["OrderSoup"].makeIntent(soup: soup, quantity: true)
    let error = await #expect(throws: AppIntentsTestingError.self) { try await intent.run() }
    guard case .wrongType("quantity", "OrderSoup", _, let given) = error else {
      Issue.record("expected wrongType, got \(String(describing: error))")
      return
    }
    #expect(given == "Bool")
  }

  @Test func readingAValueAsTheWrongTypeThrows() throws {
    let intent = library.intents["AddBook"].makeIntent(title: "Dune")
    #expect(throws: AppIntentsTestingError.self) {
      let _: Int = try intent.title
    }
  }

  @Test func aReferenceToNoEntityThrows() async throws {
    let gazpacho = soupChef.entities["SoupAppEntity"].makeReference(identifier: "gazpacho")
    let intent = soupChef.intents["OrderSoup"].makeIntent(soup: gazpacho)
    let error = await #expect(throws: AppIntentsTestingError.self) { try await intent.run() }
    #expect(error == .entityNotFound(entity: "SoupAppEntity", identifier: "gazpacho"))
  }

  @Test func aRawValueNoCaseHasThrows() async throws {
    let drone = soupChef.enums["OrderTypeAppEnum"].makeCase("drone")
    let intent = soupChef.intents["OrderSoup"].makeIntent(orderType: drone)
    let error = await #expect(throws: AppIntentsTestingError.self) { try await intent.run() }
    #expect(
      error
        == .unknownEnumCase(
          enum: "OrderTypeAppEnum", rawValue: "drone", cases: ["pickup", "delivery"]))
  }

  @Test func aMissingRequiredValueThrowsWithSirisQuestion() async throws {
    let intent = library.intents["AddBook"].makeIntent(recommendedBy: "Priya")
    let error = await #expect(throws: AppIntentsTestingError.self) { try await intent.run() }
    guard case .missingValue("title", "AddBook", let question) = error else {
      Issue.record("expected missingValue, got \(String(describing: error))")
      return
    }
    #expect(!question.isEmpty)
  }

  @Test func aValueTheIntentAsksForAgainThrows() async throws {
    let soup = soupChef.entities["SoupAppEntity"].makeReference(identifier: "tomatoSoup")
    let delivery = soupChef.enums["OrderTypeAppEnum"].makeCase("delivery")
    let intent = soupChef.intents["OrderSoup"].makeIntent(soup: soup, orderType: delivery)
    let error = await #expect(throws: AppIntentsTestingError.self) { try await intent.run() }
    guard case .missingValue("deliveryLocation", "OrderSoup", _) = error else {
      Issue.record("expected missingValue, got \(String(describing: error))")
      return
    }
  }

  @Test func aChoiceLeftToThePersonThrowsWithTheChoices() async throws {
    let soup = soupChef.entities["SoupAppEntity"].makeReference(identifier: "tomatoSoup")
    let intent = soupChef.intents["OrderSoup"].makeIntent(soup: soup)
    let error = await #expect(throws: AppIntentsTestingError.self) { try await intent.run() }
    guard case .unansweredChoice("OrderSoup", _, let choices) = error else {
      Issue.record("expected unansweredChoice, got \(String(describing: error))")
      return
    }
    #expect(choices == ["Ferry Building", "Civic Center"])
  }

  @Test func anIntentThatThrowsFailsWithWhatSiriSaid() async throws {
    let intent = library.intents["AddBook"].makeIntent(title: "Zzyzx Road Atlas")
    let error = await #expect(throws: AppIntentsTestingError.self) { try await intent.run() }
    #expect(error == .intentFailed(intent: "AddBook", message: "Book Not Found"))
  }

  @Test func readingAPropertyOfAReferenceMadeFromAnIdentifierThrows() throws {
    let soup = soupChef.entities["SoupAppEntity"].makeReference(identifier: "tomatoSoup")
    let name: String? = soup.name
    #expect(name == nil)
    #expect(throws: AppIntentsTestingError.self) {
      let _: String = try soup.profile.name
    }
  }
}

@_spi(SiriSim) import OpenAppIntents
import Testing

private struct Cafe: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Café"
  static let defaultQuery = CafeQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

private struct CafeQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [Cafe] { identifiers.map(Cafe.init) }
}

private struct PickDrink: AppIntent {
  static let title: LocalizedStringResource = "Pick Drink"
  @Parameter(title: "Café") var cafe: Cafe
  @Parameter(title: "Cups") var cups: Int?
  @Parameter(title: "Drink") var drink: String?
  func perform() async throws -> some IntentResult { .result() }
}

private struct OtherIntent: AppIntent {
  static let title: LocalizedStringResource = "Other"
  func perform() async throws -> some IntentResult { .result() }
}

private struct DrinkOptions: DynamicOptionsProvider {
  @IntentParameterDependency<PickDrink>(\.$cafe, \.$cups)
  var order

  func results() async throws -> [String] {
    guard let order else { return ["Anything"] }
    return ["\(order.cups) at \(order.cafe.id)"]
  }
}

private struct WholeOrderOptions: DynamicOptionsProvider {
  @IntentParameterDependency<PickDrink>(\.$cafe, \.$cups, \.$drink, \.$cafe)
  var order

  func results() async throws -> [String] {
    guard let order else { return [] }
    return ["\(order.cups) \(order.drink) at \(order.cafe.id)"]
  }
}

@Suite struct IntentParameterDependencyTests {
  @Test func aDependencyOnFourParametersWaitsForEachOfThem() async throws {
    let intent = PickDrink()
    intent.cafe = Cafe(id: "Mission")
    intent.cups = 2
    let before = try await IntentParameterDependencyScope.$intent.withValue(intent) {
      try await WholeOrderOptions().results()
    }
    #expect(before.isEmpty)
    intent.drink = "Cortado"
    let after = try await IntentParameterDependencyScope.$intent.withValue(intent) {
      try await WholeOrderOptions().results()
    }
    #expect(after == ["2 Cortado at Mission"])
  }

  @Test func theDependencySeesTheValuesChosenForTheIntentBeingFilled() async throws {
    let intent = PickDrink()
    intent.cafe = Cafe(id: "Ferry Building")
    intent.cups = 2
    let options = try await IntentParameterDependencyScope.$intent.withValue(intent) {
      try await DrinkOptions().results()
    }
    #expect(options == ["2 at Ferry Building"])
  }

  @Test func theDependencyIsNilWhileAListedParameterIsEmpty() async throws {
    let intent = PickDrink()
    intent.cafe = Cafe(id: "Ferry Building")
    let options = try await IntentParameterDependencyScope.$intent.withValue(intent) {
      try await DrinkOptions().results()
    }
    #expect(options == ["Anything"])
  }

  @Test func theDependencyIsNilForAnotherIntentOrOutsideOne() async throws {
    #expect(try await DrinkOptions().results() == ["Anything"])
    let options = try await IntentParameterDependencyScope.$intent.withValue(OtherIntent()) {
      try await DrinkOptions().results()
    }
    #expect(options == ["Anything"])
  }
}

import OpenAppIntents
import Testing

@Suite struct DynamicOptionsTests {
  @Test func optionsProviderChoicesAreTheResults() async throws {
    let options = try #require(OrderSoupIntent().$storeLocation.descriptor.options)
    let choices = try await options()
    #expect(choices.map(\.id) == ["Ferry Building", "Civic Center"])
    #expect(
      choices.map { text($0.displayRepresentation.title) } == ["Ferry Building", "Civic Center"])
    #expect(choices.map { $0.value as? CLPlacemark } == Stores.all)
    #expect(choices.allSatisfy { $0.section == nil })
  }

  @Test func sectionedOptionsKeepSectionsTitlesAndSubtitles() async throws {
    let parameter = IntentParameter<CLPlacemark?>(
      title: "Store", optionsProvider: SectionedStoreOptionsProvider())
    let options = try #require(parameter.descriptor.options)
    let choices = try await options()
    #expect(choices.map { text($0.section) } == ["Nearby", "Farther"])
    #expect(choices.map { text($0.displayRepresentation.subtitle) } == ["0.3 mi", nil])
    #expect(choices.map { $0.value as? CLPlacemark } == [Stores.ferryBuilding, Stores.civicCenter])
  }

  @Test func defaultResultIsNilUnlessProvided() async {
    #expect(await StoreOptionsProvider().defaultResult() == nil)
    #expect(await SectionedStoreOptionsProvider().defaultResult() == Stores.civicCenter)
  }

  @Test func optionsParameterKeepsItsDefault() {
    let parameter = IntentParameter<CLPlacemark?>(
      title: "Store", default: Stores.ferryBuilding, optionsProvider: StoreOptionsProvider())
    #expect(parameter.wrappedValue == Stores.ferryBuilding)
    #expect(parameter.descriptor.requestDisambiguationDialog == nil)
  }
}

import OpenAppIntents
import Testing

@Suite struct AppEnumTests {
  @Test func enumSupportListsCasesInOrderWithDisplayTitles() {
    let support = EnumValueSupport(OrderKind.self)
    #expect(text(support.typeDisplayRepresentation.name) == "Order Type")
    #expect(support.cases.map(\.id) == ["pickup", "delivery", "catering"])
    #expect(
      support.cases.map { text($0.displayRepresentation.title) }
        == ["Pick Up", "Delivery", "catering"])
    #expect(support.cases.map { $0.value as? OrderKind } == [.pickup, .delivery, .catering])
    #expect(support.cases.allSatisfy { $0.section == nil })
  }

  @Test func caseWithoutRepresentationUsesItsRawValue() {
    #expect(text(OrderKind.catering.displayRepresentation.title) == "catering")
    #expect(OrderKind.catering.displayRepresentation.subtitle == nil)
  }

  @Test func caseRepresentationKeepsItsSubtitle() {
    #expect(text(OrderKind.delivery.displayRepresentation.subtitle) == "To your door")
  }

  @Test func numericRawValuesBecomeIdentifiers() {
    let support = EnumValueSupport(SoupSize.self)
    #expect(support.cases.map(\.id) == ["8", "16"])
    #expect(support.cases.map { text($0.displayRepresentation.title) } == ["Cup", "Bowl"])
    #expect(text(support.typeDisplayRepresentation.name) == "Size")
  }

  @Test func enumParameterKindCarriesTheCases() {
    guard case .enumeration(let support) = OrderSoupIntent().$orderType.descriptor.kind else {
      Issue.record("orderType is not an enumeration")
      return
    }
    #expect(support.cases.count == 3)
  }
}

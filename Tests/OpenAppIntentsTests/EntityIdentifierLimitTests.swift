import OpenAppIntents
import Testing

/// `EntityIdentifier.identifier` and the system's limit on its length.
@Suite struct EntityIdentifierLimitTests {
  @Test func identifierIsTheEntitysIDAsText() {
    let identifier = EntityIdentifier(for: SymbolCheckEntity.self, identifier: "CLAM_CHOWDER")
    #expect(identifier.identifier == "CLAM_CHOWDER")
    #expect(EntityIdentifier(for: SymbolCheckEntity(id: "TOMATO")).identifier == "TOMATO")
  }

  @Test func anIDLongerThanTheLimitIsTruncated() {
    let long = String(repeating: "a", count: EntityIdentifier.valueMaximumLength + 10)
    let identifier = EntityIdentifier(for: SymbolCheckEntity.self, identifier: long)
    #expect(EntityIdentifier.valueMaximumLength == 4096)
    #expect(identifier.identifier.count == 4096)
    #expect(identifier.identifier == String(long.prefix(4096)))
  }
}

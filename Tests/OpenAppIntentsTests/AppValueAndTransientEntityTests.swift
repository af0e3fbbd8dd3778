import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

/// `AppValue`, a transient entity's identity and query, and a summary sentence made from a
/// string: small pieces of Apple's App Intents that shape-checks alone would not prove.
@Suite struct AppValueAndTransientEntityTests {
  private struct Receipt: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Receipt"
    var total = "0"
    var displayRepresentation: DisplayRepresentation { "Receipt for \(total)" }
  }

  private enum Size: String, AppEnum {
    case small, large
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [
      .small: "Small", .large: "Large",
    ]
  }

  private struct PayIntent: AppIntent {
    static let title: LocalizedStringResource = "Pay"
    func perform() async throws -> some IntentResult { .result() }
  }

  @Test func entitiesEnumsAndTransientEntitiesAreAppValuesNamedByTheirType() {
    let values: [any AppValue.Type] = [Receipt.self, Size.self]
    #expect(values.map { $0.persistentIdentifier } == ["Receipt", "Size"])
  }

  @Test func transientEntitiesThatShowTheSameHaveOneIdentity() {
    var other = Receipt()
    other.total = "12"
    #expect(Receipt().id == Receipt().id)
    #expect(Receipt().id != other.id)
  }

  @Test func aTransientEntitysIdentityIsANameBasedUUID() {
    // Named from the entity's type and display representation (RFC 9562 version 8), not drawn
    // at random, so it reads the same through the protocol and from run to run.
    var receipt = Receipt()
    receipt.total = "12"
    let text = Array(receipt.id.uuidString)
    #expect(text[14] == "8")
    #expect(receipt.id == TransientEntityIdentityProbe.id(of: receipt))
  }

  @Test func aSummaryMadeFromAStringShowsThatString() {
    let summary = Summary<PayIntent>(ParameterSummaryString("Pay the bill"))
    #expect(summary.renderedSummary(for: PayIntent())?.sentence == "Pay the bill")
  }
}

/// Reads a transient entity's identity a second time, through the protocol.
private enum TransientEntityIdentityProbe {
  static func id<Entity: TransientAppEntity>(of entity: Entity) -> UUID { entity.id }
}

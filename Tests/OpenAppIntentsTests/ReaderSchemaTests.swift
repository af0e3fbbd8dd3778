import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

// A file an app describes as a reader document, as Apple's reader-domain pages write one.

@AppEnum(schema: .reader.documentKind)
enum ScanKind: String, AppEnum {
  case photo
  case pdf
  static let caseDisplayRepresentations: [ScanKind: DisplayRepresentation] = [
    .photo: "Photo", .pdf: "PDF",
  ]
}

@AppEntity(schema: .reader.document)
struct ScanDocument: AppEntity {
  static let defaultQuery = ScanQuery()
  var id: String
  var title: String
  var kind: ScanKind
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
}

struct ScanQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [ScanDocument] { [] }
}

@Suite struct ReaderSchemaTests {
  @Test func readerDocumentAndKindNameTheirSchemas() {
    #expect(ScanDocument.__appSchemaEntity.identifier == "reader.document")
    #expect(ScanDocument.typeDisplayRepresentation.name.defaultValue == "Document")
    #expect(ScanKind.__appSchemaEnum.identifier == "reader.documentKind")
    #expect(AppSchema.Entity.reader.page.identifier == "reader.page")
  }

  @Test func readerDocumentsBarePropertiesBecomeEntityProperties() {
    let scan = ScanDocument(id: "a")
    scan.title = "Receipt"
    scan.kind = .pdf
    #expect(scan.$title.wrappedValue == "Receipt")
    #expect(scan.$kind.wrappedValue == .pdf)
  }
}

import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

/// A note that travels as a file it writes (a `FileRepresentation`), and as text only when it
/// has any (a representation under `if`).
private struct Note: Transferable, Sendable, Equatable {
  var text: String

  static var transferRepresentation: some TransferRepresentation {
    FileRepresentation(contentType: .rtf) { (note: Note) in
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("note-\(UUID().uuidString).rtf")
      try Data("{\\rtf1 \(note.text)}".utf8).write(to: file)
      return SentTransferredFile(file)
    } importing: { received in
      let rtf = try String(contentsOf: received.file, encoding: .utf8)
      return Note(text: String(rtf.dropFirst("{\\rtf1 ".count).dropLast()))
    }
    if includesText {
      ProxyRepresentation(exporting: { (note: Note) in note.text })
    }
  }

  nonisolated(unsafe) static var includesText = true
}

/// A type the app declares, conforming to JSON.
private let recipeType = UTType(exportedAs: "com.example.recipe", conformingTo: .json)

@Suite(.serialized) struct TransferPipelineTests {
  @Test func aFileRepresentationExportsTheFileTheAppWroteAndImportsFromBytes() async throws {
    let exported = try await TransferPipeline.export(Note(text: "Buy milk"), as: nil)
    let imported = try await TransferPipeline.import(
      Note.self, from: exported.data, contentType: .rtf)

    #expect(exported.contentType == .rtf)
    #expect(exported.fileName?.hasSuffix(".rtf") == true)
    #expect(String(decoding: exported.data, as: UTF8.self) == "{\\rtf1 Buy milk}")
    #expect(imported == Note(text: "Buy milk"))
  }

  @Test func aRepresentationUnderIfCountsOnlyWhenItsConditionHolds() {
    Note.includesText = false
    defer { Note.includesText = true }
    #expect(TransferPipeline.exportedContentTypes(of: Note.self) == [.rtf])
    Note.includesText = true
    #expect(
      TransferPipeline.exportedContentTypes(of: Note.self) == [.rtf, .utf8PlainText, .plainText])
    #expect(TransferPipeline.importedContentTypes(of: Note.self) == [.rtf])
  }

  @Test func aContentTypeNotExportedIsAProblemNamingTheOnesThatAre() async {
    await #expect(throws: TransferProblem.unsupportedExport(exported: [.data])) {
      try await TransferPipeline.export(Data([1]), as: .png)
    }
  }

  @Test func typesConformThroughTheirParents() {
    #expect(UTType.utf8PlainText.conforms(to: .text))
    #expect(UTType.json.conforms(to: .data))
    #expect(!UTType.json.conforms(to: .plainText))
    #expect(recipeType.conforms(to: .text))
    #expect(UTType.png.isSubtype(of: .image))
    #expect(UTType("public.json") == .json)
    #expect(UTType(filenameExtension: "PNG") == .png)
    #expect(UTType("com.example.unknown") == nil)
  }

  @Test func dataOfAnyTypeImportsAsData() async throws {
    let data = try await TransferPipeline.import(Data.self, from: Data([7]), contentType: .png)
    #expect(data == Data([7]))
  }
}

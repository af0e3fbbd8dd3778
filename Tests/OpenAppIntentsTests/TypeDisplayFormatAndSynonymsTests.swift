import OpenAppIntents
import Testing

@Suite struct TypeDisplayFormatAndSynonymsTests {
  @Test func aTypeNameKeepsItsCountFormatAndItsOtherNames() {
    let type = TypeDisplayRepresentation(
      name: "Audiobook", numericFormat: "\(placeholder: .int) audiobooks",
      synonyms: ["Book", "Listen"])
    #expect(type.name.defaultValue == "Audiobook")
    #expect(type.numericFormat != nil)
    #expect(type.synonyms.map(\.defaultValue) == ["Book", "Listen"])
  }
}

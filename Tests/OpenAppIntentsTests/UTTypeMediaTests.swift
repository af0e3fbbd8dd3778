import OpenAppIntents
import Testing

@Suite struct UTTypeMediaTests {
  @Test func imageAudioAndVideoTypesAreFoundByExtensionAndConformAsApplesDo() throws {
    #expect(UTType(filenameExtension: "HEIC") == .heic)
    #expect(UTType(filenameExtension: "gif") == .gif)
    #expect(UTType(filenameExtension: "m4a")?.conforms(to: .audio) == true)
    #expect(UTType(filenameExtension: "mov")?.conforms(to: .movie) == true)
    #expect(UTType.heic.conforms(to: .image))
    #expect(!UTType.mp3.conforms(to: .image))
    #expect(UTType.mpeg4Movie.conforms(to: .audiovisualContent))
    #expect(UTType("com.compuserve.gif") == .gif)
    #expect(UTType.gif.preferredMIMEType == "image/gif")
  }

  @Test func anAudioFileIsNotTakenWhereAnImageIsAsked() {
    #expect(UTType(filenameExtension: "mp3", conformingTo: .image) == nil)
    #expect(UTType(filenameExtension: "zip", conformingTo: .archive) == .zip)
  }
}

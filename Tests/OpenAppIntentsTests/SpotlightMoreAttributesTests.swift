import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

@Suite struct SpotlightMoreAttributesTests {
  @Test func alternateNamesAndMediaAttributesAreSearchedText() {
    let set = CSSearchableItemAttributeSet()
    set.title = "Living Room Lamp"
    set.alternateNames = ["Reading light", "Big lamp"]
    set.album = "Evening"
    set.artist = "The Lamps"
    #expect(set.alternateNames == ["Reading light", "Big lamp"])
    #expect(set.searchableText["alternateNames"] == "Reading light\nBig lamp")
    #expect(set.searchableText["album"] == "Evening")
    #expect(set.searchableText["artist"] == "The Lamps")
  }

  @Test func emptyAlternateNamesAreRemoved() {
    let set = CSSearchableItemAttributeSet()
    set.alternateNames = ["Lamp"]
    set.alternateNames = []
    #expect(set.alternateNames == nil)
    #expect(set.searchableText["alternateNames"] == nil)
  }

  @Test func urlsDatesAndNumbersAreKeptButNotSearched() {
    let set = CSSearchableItemAttributeSet()
    set.contentURL = URL(string: "https://example.org/a.mp3")
    set.duration = 215
    set.contentCreationDate = Date(timeIntervalSince1970: 0)
    #expect(set.contentURL?.absoluteString == "https://example.org/a.mp3")
    #expect(set.duration == 215)
    #expect(set.contentCreationDate == Date(timeIntervalSince1970: 0))
    #expect(set.searchableText.isEmpty)
  }
}

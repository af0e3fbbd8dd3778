import Foundation

// More of Core Spotlight's attributes, those apps' entities set beside their intents (media,
// documents, people). The text ones are searched by SiriSim's Spotlight like the title; the
// others are kept so code written for Core Spotlight compiles and runs.
extension CSSearchableItemAttributeSet {
  // A list is kept as one text of lines, so that Spotlight searches each name.
  private func listAttribute(_ key: String) -> [String]? {
    self[\.text, key: key].map { $0.components(separatedBy: "\n") }
  }
  private func setListAttribute(_ key: String, _ value: [String]?) {
    self[\.text, key: key] = value.flatMap { $0.isEmpty ? nil : $0.joined(separator: "\n") }
  }

  /// Other names the item is found by, such as a nickname.
  public var alternateNames: [String]? {
    get { listAttribute("alternateNames") }
    set { setListAttribute("alternateNames", newValue) }
  }
  /// The names of the item's authors.
  public var authorNames: [String]? {
    get { listAttribute("authorNames") }
    set { setListAttribute("authorNames", newValue) }
  }
  /// The album a song or recording belongs to.
  public var album: String? {
    get { self[\.text, key: "album"] }
    set { self[\.text, key: "album"] = newValue }
  }
  /// The artist of a song or recording.
  public var artist: String? {
    get { self[\.text, key: "artist"] }
    set { self[\.text, key: "artist"] = newValue }
  }
  /// The composer of a piece.
  public var composer: String? {
    get { self[\.text, key: "composer"] }
    set { self[\.text, key: "composer"] = newValue }
  }
  /// The genre of a piece.
  public var genre: String? {
    get { self[\.text, key: "genre"] }
    set { self[\.text, key: "genre"] = newValue }
  }
  /// Who made the item.
  public var creator: String? {
    get { self[\.text, key: "creator"] }
    set { self[\.text, key: "creator"] = newValue }
  }
  /// The item's subject.
  public var subject: String? {
    get { self[\.text, key: "subject"] }
    set { self[\.text, key: "subject"] = newValue }
  }
  /// The item's full text.
  public var textContent: String? {
    get { self[\.text, key: "textContent"] }
    set { self[\.text, key: "textContent"] = newValue }
  }
  /// The title of the collection the item is in, such as a podcast's.
  public var containerTitle: String? {
    get { self[\.text, key: "containerTitle"] }
    set { self[\.text, key: "containerTitle"] = newValue }
  }
  /// The item's playing time, in seconds.
  public var duration: NSNumber? {
    get { self[\.numbers, key: "duration"] }
    set { self[\.numbers, key: "duration"] = newValue }
  }
  /// A hint, from 0 to 1, of how the item ranks among the app's.
  public var rankingHint: NSNumber? {
    get { self[\.numbers, key: "rankingHint"] }
    set { self[\.numbers, key: "rankingHint"] = newValue }
  }
  /// The URL of the item's content.
  public var contentURL: URL? {
    get { self[\.urls, key: "contentURL"] }
    set { self[\.urls, key: "contentURL"] = newValue }
  }
  /// The URL of a thumbnail image.
  public var thumbnailURL: URL? {
    get { self[\.urls, key: "thumbnailURL"] }
    set { self[\.urls, key: "thumbnailURL"] = newValue }
  }
  /// The item's web address.
  public var url: URL? {
    get { self[\.urls, key: "url"] }
    set { self[\.urls, key: "url"] = newValue }
  }
  /// When the item was made.
  public var contentCreationDate: Date? {
    get { self[\.dates, key: "contentCreationDate"] }
    set { self[\.dates, key: "contentCreationDate"] = newValue }
  }
  /// When the item last changed.
  public var contentModificationDate: Date? {
    get { self[\.dates, key: "contentModificationDate"] }
    set { self[\.dates, key: "contentModificationDate"] = newValue }
  }
}

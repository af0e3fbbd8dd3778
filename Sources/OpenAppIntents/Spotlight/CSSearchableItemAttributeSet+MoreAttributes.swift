import Foundation

// More of Core Spotlight's attributes, those apps' entities set beside their intents (media,
// documents, people). The text ones are searched by SiriSim's Spotlight like the title; the
// others are kept so code written for Core Spotlight compiles and runs.
extension CSSearchableItemAttributeSet {
  private func textAttribute(_ key: String) -> String? { values.withLock { $0.text[key] } }
  private func setTextAttribute(_ key: String, _ value: String?) {
    values.withLock { $0.text[key] = value }
  }
  private func listAttribute(_ key: String) -> [String]? {
    textAttribute(key).map { $0.components(separatedBy: "\n") }
  }
  private func setListAttribute(_ key: String, _ value: [String]?) {
    setTextAttribute(key, value.flatMap { $0.isEmpty ? nil : $0.joined(separator: "\n") })
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
    get { textAttribute("album") }
    set { setTextAttribute("album", newValue) }
  }
  /// The artist of a song or recording.
  public var artist: String? {
    get { textAttribute("artist") }
    set { setTextAttribute("artist", newValue) }
  }
  /// The composer of a piece.
  public var composer: String? {
    get { textAttribute("composer") }
    set { setTextAttribute("composer", newValue) }
  }
  /// The genre of a piece.
  public var genre: String? {
    get { textAttribute("genre") }
    set { setTextAttribute("genre", newValue) }
  }
  /// Who made the item.
  public var creator: String? {
    get { textAttribute("creator") }
    set { setTextAttribute("creator", newValue) }
  }
  /// The item's subject.
  public var subject: String? {
    get { textAttribute("subject") }
    set { setTextAttribute("subject", newValue) }
  }
  /// The item's full text.
  public var textContent: String? {
    get { textAttribute("textContent") }
    set { setTextAttribute("textContent", newValue) }
  }
  /// The title of the collection the item is in, such as a podcast's.
  public var containerTitle: String? {
    get { textAttribute("containerTitle") }
    set { setTextAttribute("containerTitle", newValue) }
  }
  /// The item's playing time, in seconds.
  public var duration: NSNumber? {
    get { values.withLock { $0.numbers["duration"] } }
    set { values.withLock { $0.numbers["duration"] = newValue } }
  }
  /// A hint, from 0 to 1, of how the item ranks among the app's.
  public var rankingHint: NSNumber? {
    get { values.withLock { $0.numbers["rankingHint"] } }
    set { values.withLock { $0.numbers["rankingHint"] = newValue } }
  }
  /// The URL of the item's content.
  public var contentURL: URL? {
    get { values.withLock { $0.urls["contentURL"] } }
    set { values.withLock { $0.urls["contentURL"] = newValue } }
  }
  /// The URL of a thumbnail image.
  public var thumbnailURL: URL? {
    get { values.withLock { $0.urls["thumbnailURL"] } }
    set { values.withLock { $0.urls["thumbnailURL"] = newValue } }
  }
  /// The item's web address.
  public var url: URL? {
    get { values.withLock { $0.urls["url"] } }
    set { values.withLock { $0.urls["url"] = newValue } }
  }
  /// When the item was made.
  public var contentCreationDate: Date? {
    get { values.withLock { $0.dates["contentCreationDate"] } }
    set { values.withLock { $0.dates["contentCreationDate"] = newValue } }
  }
  /// When the item last changed.
  public var contentModificationDate: Date? {
    get { values.withLock { $0.dates["contentModificationDate"] } }
    set { values.withLock { $0.dates["contentModificationDate"] = newValue } }
  }
}

import Foundation
import Locking

/// What Spotlight indexes about an item: its title, description, keywords and any custom
/// attribute, as Core Spotlight's class of this name holds them.
///
/// Only the text attributes are searched in SiriSim's Spotlight; the others are kept so code
/// written for Core Spotlight compiles and runs.
public final class CSSearchableItemAttributeSet: Sendable {
  struct Values: Sendable {
    var text: [String: String] = [:]
    var keywords: [String]?
    var numbers: [String: NSNumber] = [:]
    var custom: [String: String] = [:]
    var thumbnailData: Data?
    var urls: [String: URL] = [:]
    var dates: [String: Date] = [:]
  }
  let values = Locked(Values())

  /// An empty attribute set.
  public init() {}

  /// An empty attribute set for items of a content type, such as `"public.text"`.
  public convenience init(itemContentType: String) {
    self.init()
    contentType = itemContentType
  }

  /// The attribute `key` of one of the tables, read and written under the lock: every keyed
  /// attribute property, here and in the extensions, goes through it.
  subscript<Attribute>(
    _ table: WritableKeyPath<Values, [String: Attribute]>, key key: String
  ) -> Attribute? {
    get { values.withLock { $0[keyPath: table][key] } }
    set { values.withLock { $0[keyPath: table][key] = newValue } }
  }

  /// The item's title, the first line of its Spotlight result.
  public var title: String? {
    get { self[\.text, key: "title"] }
    set { self[\.text, key: "title"] = newValue }
  }
  /// The item's name as shown, when it differs from the title.
  public var displayName: String? {
    get { self[\.text, key: "displayName"] }
    set { self[\.text, key: "displayName"] = newValue }
  }
  /// A description of the item, the second line of its result.
  public var contentDescription: String? {
    get { self[\.text, key: "contentDescription"] }
    set { self[\.text, key: "contentDescription"] = newValue }
  }
  /// Words the item is also found by.
  public var keywords: [String]? {
    get { values.withLock { $0.keywords } }
    set { values.withLock { $0.keywords = newValue } }
  }
  /// Where the item is, in words, such as "Yosemite Valley".
  public var namedLocation: String? {
    get { self[\.text, key: "namedLocation"] }
    set { self[\.text, key: "namedLocation"] = newValue }
  }
  /// The item's content type.
  public var contentType: String? {
    get { self[\.text, key: "contentType"] }
    set { self[\.text, key: "contentType"] = newValue }
  }
  /// Its latitude, for items with a place.
  public var latitude: NSNumber? {
    get { self[\.numbers, key: "latitude"] }
    set { self[\.numbers, key: "latitude"] = newValue }
  }
  /// Its longitude, for items with a place.
  public var longitude: NSNumber? {
    get { self[\.numbers, key: "longitude"] }
    set { self[\.numbers, key: "longitude"] = newValue }
  }
  /// Whether Spotlight offers directions to it.
  public var supportsNavigation: NSNumber? {
    get { self[\.numbers, key: "supportsNavigation"] }
    set { self[\.numbers, key: "supportsNavigation"] = newValue }
  }
  /// A thumbnail image's data.
  public var thumbnailData: Data? {
    get { values.withLock { $0.thumbnailData } }
    set { values.withLock { $0.thumbnailData = newValue } }
  }

  /// Sets a custom attribute; `nil` removes it.
  public func setValue(_ value: String?, forCustomKey key: CSCustomAttributeKey) {
    values.withLock { $0.custom[key.keyName] = value }
  }

  /// A custom attribute's value.
  public func value(forCustomKey key: CSCustomAttributeKey) -> String? {
    values.withLock { $0.custom[key.keyName] }
  }

  /// Every searchable text, by attribute name: what SiriSim's index holds.
  package var searchableText: [String: String] {
    values.withLock { values in
      var all = values.text.filter { $0.key != "contentType" }
      if let keywords = values.keywords, !keywords.isEmpty {
        all["keywords"] = keywords.joined(separator: " ")
      }
      for (key, value) in values.custom { all[key] = value }
      return all
    }
  }

  /// Sets an attribute a property's `indexingKey:` names, from the property's value.
  func set(_ value: Any, at key: PartialKeyPath<CSSearchableItemAttributeSet>) {
    if let path = key as? ReferenceWritableKeyPath<CSSearchableItemAttributeSet, String?> {
      self[keyPath: path] = IntentValueFormatter.spokenText(of: value)
    } else if let path = key as? ReferenceWritableKeyPath<CSSearchableItemAttributeSet, [String]?> {
      if let list = value as? [any Sendable] {
        self[keyPath: path] = list.map { IntentValueFormatter.spokenText(of: $0) }
      } else {
        self[keyPath: path] = [IntentValueFormatter.spokenText(of: value)]
      }
    }
  }
}

/// The name of an attribute an app adds to Spotlight's, for `@Property(customIndexingKey:)` and
/// ``CSSearchableItemAttributeSet/setValue(_:forCustomKey:)``.
public struct CSCustomAttributeKey: Sendable, Hashable {
  /// The attribute's name, such as "com_example_trail_difficulty".
  public let keyName: String
  /// Whether its values are searched.
  public let isSearchable: Bool

  /// A key named `keyName`; `nil` when the name is empty or has characters other than
  /// letters, digits and `_`, as Core Spotlight requires.
  public init?(
    keyName: String, searchable: Bool = true, searchableByDefault: Bool = true,
    unique: Bool = false, multiValued: Bool = false
  ) {
    guard !keyName.isEmpty,
      keyName.unicodeScalars.allSatisfy({
        $0 == "_" || ($0.isASCII && CharacterSet.alphanumerics.contains($0))
      })
    else { return nil }
    self.keyName = keyName
    self.isSearchable = searchable
  }
}

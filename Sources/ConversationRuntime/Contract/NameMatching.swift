/// How a name a person types is compared with a name an app declares: `--app soupchef`,
/// `find "featured trail collection"`, a sort key, a transcript's `apps:` header.
package enum NameMatching {
  /// Whether two names are the same, whatever their case, spaces and punctuation: their
  /// letters and digits are compared ("Soup Chef", "soup-chef" and "SOUPCHEF" are one name;
  /// "Trails 2" is not "Trails").
  package static func same(_ a: String, _ b: String) -> Bool {
    key(a) == key(b)
  }

  static func key(_ name: String) -> String {
    name.lowercased().filter { $0.isLetter || $0.isNumber }
  }
}

import TextSafety

/// A parameter value as words, the way a shortcut keeps it and Siri reads it back:
/// `soup` = "Tomato Soup".
public struct SavedParameter: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The parameter's name, such as "soup".
  public var name: String
  /// The value as words, read like a typed answer when the shortcut runs.
  public var value: String
  /// The entities the value names, as "Type/id" (`SoupAppEntity/TOMATO_SOUP`), so that
  /// donations about an entity can be deleted.
  public var entities: [String]

  /// Creates a value.
  public init(name: String, value: String, entities: [String] = []) {
    self.name = name
    self.value = value
    self.entities = entities
  }

  /// `'soup=Tomato Soup'`: the value as `sirisim run` takes it, quoted for a POSIX shell
  /// (``ShellQuoting``), so a pasted value is never run.
  public var description: String { ShellQuoting.quote("\(name)=\(value)") }
}

extension IntentFile {
  /// "File".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation { "File" }
  /// The file's name.
  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(filename)")
  }
}

import OpenAppIntents

/// A shelf of the library: the session's `Shelf` enum.
public enum Shelf: String, AppEnum, CaseIterable, Sendable {
  case currentlyReading
  case wantToRead
  case read

  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"

  public static let caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [
    .currentlyReading: "Currently Reading",
    .wantToRead: "Want to Read",
    .read: "Read",
  ]
}

/// How Siri read a parameter's words, as data for a program (`understood.values` in JSON mode),
/// where ``UnderstoodValue/value`` is the text a person is shown.
public indirect enum UnderstoodReading: Sendable, Equatable {
  /// The words name one entity or case: its title ("Tomato Soup").
  case title(String)
  /// A number.
  case number(Int)
  /// The words as said, when they name no single value: free text, or words that fit
  /// several values, which `candidates` lists by title (the app's query picks among them).
  case words(String, candidates: [String])
  /// Several values ("tomato soup and clam chowder").
  case list([UnderstoodReading])
}

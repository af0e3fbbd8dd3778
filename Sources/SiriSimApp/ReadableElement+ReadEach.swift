extension Array {
  /// Each element that reads, made into the app's value by `make`, and, when some do not, the
  /// sentence that names them: "2 of the 5 books in the stored library can't be read (book 1:
  /// …; book 4: …)." `element` and `elements` name one and several, `list` the whole.
  ///
  /// The one reading of a stored list whose bad elements are set aside and reported (a
  /// library, an order history), so that each app does not write its own loop and sentence.
  package func readEach<Stored, Value>(
    element: String, elements: String, list: String, _ make: (Stored) throws -> Value
  ) -> (values: [Value], problem: String?) where Element == ReadableElement<Stored> {
    var values: [Value] = []
    var problems: [String] = []
    for (index, item) in enumerated() {
      do {
        values.append(try make(item.result.get()))
      } catch {
        problems.append("\(element) \(index + 1): \(StoredValueError(error).description)")
      }
    }
    guard !problems.isEmpty else { return (values, nil) }
    let summary = "\(problems.count) of the \(count) \(elements) in the \(list) can't be read"
    return (values, "\(summary) (\(problems.joined(separator: "; "))).")
  }
}

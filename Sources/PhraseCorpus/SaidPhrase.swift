import ConversationRuntime

/// A phrase template with its slots filled: pieces the generator can change one at a time, and
/// the values they carry.
struct SaidPhrase: Sendable {
  /// What a piece is.
  enum Kind: Sendable, Equatable {
    case text
    case app
    /// A parameter's value, with the entry's synonyms (empty for numbers and free text).
    case value(parameter: String, synonyms: [String])
  }

  struct Piece: Sendable {
    var kind: Kind
    var text: String
  }

  var pieces: [Piece]
  var values: [String: CorpusRow.Value]

  /// The utterance: pieces joined, spaces collapsed.
  var text: String {
    pieces.map(\.text).joined().split(separator: " ", omittingEmptySubsequences: true)
      .joined(separator: " ")
  }

  /// The first piece's first letter in lower case, when it is the phrase's own text (said after
  /// a filler or an aside).
  func continuing() -> SaidPhrase {
    var copy = self
    guard let first = copy.pieces.firstIndex(where: { !$0.text.allSatisfy(\.isWhitespace) }),
      copy.pieces[first].kind == .text
    else { return copy }
    let text = copy.pieces[first].text.drop { $0 == " " }
    copy.pieces[first].text = text.prefix(1).lowercased() + text.dropFirst()
    return copy
  }

  /// The index of the first piece that is a value of an entry slot.
  var firstValue: Int? {
    pieces.firstIndex { if case .value = $0.kind { return true } else { return false } }
  }
}

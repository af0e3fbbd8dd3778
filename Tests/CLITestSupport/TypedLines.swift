/// A conversation's lines as standard input: each answer, then end of input.
public func typed(_ lines: String...) -> String {
  typed(lines)
}

/// Lines as standard input, from an array: each line, then end of input.
public func typed(_ lines: [String]) -> String {
  lines.map { $0 + "\n" }.joined()
}

@_spi(SiriSim) import OpenAppIntents

extension JSONFrontEnd {
  /// A snippet as data rather than laid-out text: one row for each line of its stacks, and in
  /// each row its fields, the texts side by side (`["Total:", "$3.75"]`, `["✓", "Order
  /// Confirmed"]`, a button's title). Dividers and spacers are layout, left out; a symbol is
  /// its glyph, when it has one.
  static func rows(of snippet: Snippet) -> [[String]] {
    rows(of: snippet.root)
  }

  private static func rows(of node: SnippetNode) -> [[String]] {
    switch node {
    case .vstack(let nodes), .group(let nodes):
      return nodes.flatMap { rows(of: $0) }
    case .hstack:
      let fields = fields(of: node)
      return fields.isEmpty ? [] : [fields]
    case .text, .symbol, .control:
      let fields = fields(of: node)
      return fields.isEmpty ? [] : [fields]
    case .divider, .spacer:
      return []
    }
  }

  private static func fields(of node: SnippetNode) -> [String] {
    switch node {
    case .text(let text, _):
      return text.isEmpty ? [] : [text]
    case .symbol(let name):
      return SymbolGlyph.glyph(forSymbol: name).map { [$0] } ?? []
    case .control(let control):
      return [control.title]
    case .vstack(let nodes), .hstack(let nodes), .group(let nodes):
      return nodes.flatMap { fields(of: $0) }
    case .divider, .spacer:
      return []
    }
  }
}

/// Lays a snippet out as lines of text.
enum SnippetLayout {
  static func lines(of node: SnippetNode, width: Int) -> [SnippetLine] {
    switch node {
    case .text(let text, let style):
      return TextWrapping.wrap(text, width: width).map { SnippetLine(text: $0, style: style) }
    case .symbol(let name):
      return glyph(forSymbol: name).map { [SnippetLine(text: $0)] } ?? []
    case .divider:
      return [SnippetLine(text: String(repeating: "─", count: width), isDivider: true)]
    case .spacer:
      return []
    case .vstack(let nodes), .group(let nodes):
      return nodes.flatMap { lines(of: $0, width: width) }
    case .hstack(let nodes):
      return row(nodes, width: width)
    }
  }

  /// Side by side when every part fits on one line, else one part per line.
  private static func row(_ nodes: [SnippetNode], width: Int) -> [SnippetLine] {
    var parts: [(text: String, style: SnippetTextStyle)?] = []
    for node in nodes.flatMap(\.flattened) {
      if case .spacer = node {
        parts.append(nil)
        continue
      }
      let rendered = lines(of: node, width: width)
      if rendered.isEmpty { continue }
      if rendered.count > 1 { return nodes.flatMap { lines(of: $0, width: width) } }
      parts.append((rendered[0].text, rendered[0].style))
    }
    let texts = parts.compactMap { $0 }
    let joined = texts.map(\.text).joined(separator: " ")
    let style = texts.reduce(SnippetTextStyle()) { $0.union($1.style) }
    guard TextWrapping.displayWidth(joined) <= width else {
      return texts.flatMap { part in
        TextWrapping.wrap(part.text, width: width).map { SnippetLine(text: $0, style: part.style) }
      }
    }
    // A spacer splits the row into a left and a right part.
    guard let spacerIndex = parts.firstIndex(where: { $0 == nil }) else {
      return [SnippetLine(text: joined, style: style)]
    }
    let left = parts[..<spacerIndex].compactMap { $0?.text }.joined(separator: " ")
    let right = parts[(spacerIndex + 1)...].compactMap { $0?.text }.joined(separator: " ")
    let gap = max(1, width - TextWrapping.displayWidth(left) - TextWrapping.displayWidth(right))
    return [SnippetLine(text: left + String(repeating: " ", count: gap) + right, style: style)]
  }

  /// Single-column glyphs for common SF Symbols; other symbols are left out.
  static func glyph(forSymbol name: String) -> String? {
    let base = name.split(separator: ".").first.map(String.init) ?? name
    switch base {
    case "checkmark": return "✓"
    case "xmark": return "✗"
    case "star": return "★"
    case "heart": return "♥"
    case "clock", "timer": return "◷"
    case "location", "mappin": return "⌖"
    case "cart", "bag": return "¤"
    case "exclamationmark": return "!"
    case "info": return "ℹ"
    case "arrow": return "→"
    default: return nil
    }
  }
}

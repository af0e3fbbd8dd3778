@_spi(SiriSim) import OpenAppIntents
import TextLayout

/// Lays a snippet out as lines of text.
enum SnippetLayout {
  static func lines(of node: SnippetNode, width: Int) -> [SnippetLine] {
    switch node {
    case .text(let text, let style):
      return TextWrapping.wrap(text, width: width).map { SnippetLine(text: $0, style: style) }
    case .symbol(let name):
      return SymbolGlyph.glyph(forSymbol: name).map { [SnippetLine(text: $0)] } ?? []
    case .divider:
      return [SnippetLine(text: String(repeating: "─", count: width), isDivider: true)]
    case .spacer:
      return []
    case .control(let control):
      // A button as it reads in a terminal: its title in brackets; pressed from the list below.
      return TextWrapping.wrap("[\(control.title)]", width: width).map { SnippetLine(text: $0) }
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
    // Spacers share the free width: one pushes the rest right, one on each side centres.
    let spacers = parts.filter { $0 == nil }.count
    guard spacers > 0 else { return [SnippetLine(text: joined, style: style)] }
    var groups: [[String]] = [[]]
    for part in parts {
      if let part { groups[groups.count - 1].append(part.text) } else { groups.append([]) }
    }
    let segments = groups.map { $0.joined(separator: " ") }
    let used = segments.map(TextWrapping.displayWidth).reduce(0, +)
    let free = max(spacers, width - used)
    var line = segments[0]
    for (index, text) in segments.dropFirst().enumerated() {
      let gap = free / spacers + (index < free % spacers ? 1 : 0)
      line += String(repeating: " ", count: gap) + text
    }
    let trimmed = String(line.reversed().drop { $0 == " " }.reversed())
    return [SnippetLine(text: trimmed, style: style)]
  }
}

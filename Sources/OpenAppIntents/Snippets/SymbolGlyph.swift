/// Single-column glyphs for common SF Symbols: how a snippet shows a symbol in text. A symbol
/// without one is left out (and a snippet of only such symbols is empty).
package enum SymbolGlyph {
  /// The glyph for an SF Symbol's name (`"checkmark.circle"` → `"✓"`), if there is one.
  package static func glyph(forSymbol name: String) -> String? {
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

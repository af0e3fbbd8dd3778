import OpenAppIntents
import TextLayout

extension Snippet {
  /// The snippet in a Unicode box (``TextBox``), its content at most `maxWidth` columns wide;
  /// each content line keeps its snippet line's style.
  public func box(maxWidth: Int) -> [SnippetBoxLine] {
    let content = lines(width: max(8, maxWidth))
    let rows = content.map { $0.isDivider ? TextBox.Row.divider : .text($0.text) }
    var styles = content.filter { !$0.isDivider }.map(\.style).makeIterator()
    return TextBox.lines(around: rows).map { line in
      SnippetBoxLine(box: line, style: line.kind == .content ? styles.next() ?? [] : [])
    }
  }

  /// The snippet in a Unicode box, its content at most `maxWidth` columns wide, as plain text.
  public func boxedLines(maxWidth: Int) -> [String] {
    box(maxWidth: maxWidth).map(\.box.text)
  }
}

import TextOutput

extension ScrollbackEntry {
  /// The entry as plain lines, written by TextOutput's `PlainLineRenderer` as plain mode writes
  /// the same turn: what the UI prints on the normal screen when it closes, or after a crash.
  func plainLines(by renderer: PlainLineRenderer = PlainLineRenderer()) -> [String] {
    switch self {
    case .utterance(let text), .answer(let text):
      return [renderer.echo(text)]
    case .siri(let text, let snippet, _):
      return renderer.said(text, snippet: snippet)
    case .understood(let app, let intent, let values):
      return [renderer.understood(Self.understoodNote(app: app, intent: intent, values: values))]
    case .appOpened(let app, let screen):
      return [renderer.appOpened(app, screen: screen)]
    case .notice(let text, _):
      return renderer.notice(text)
    }
  }
}

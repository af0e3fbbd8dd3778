// SwiftUI's `Label` takes its title as any string too (`Label(name, systemImage: "timer")`), a
// string not looked up for a translation, as `Text(String)` does.

extension Label {
  /// A label of a title, shown as written, and an SF Symbol.
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    content = .hstack([.symbol(name), .text(String(title), [])])
  }

  /// A label of a title, shown as written, and an asset image (which a terminal leaves out).
  public init<S: StringProtocol>(_ title: S, image name: String) {
    content = .text(String(title), [])
  }
}

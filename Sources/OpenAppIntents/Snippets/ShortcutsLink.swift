// App Intents' SwiftUI button to the app's page in the Shortcuts app (iOS 16). A terminal has no
// Shortcuts app to open: the link is drawn as its label, and, like a button running app code,
// offers nothing to pick.

/// A button that brings people to the app's App Shortcuts in the Shortcuts app.
public struct ShortcutsLink: View, _PrimitiveView, Sendable {
  /// Creates a link that opens Shortcuts after running `action`.
  public init(action: @escaping () -> Void = {}) {}

  var snippetNode: SnippetNode { .hstack([.symbol("square.2.layers.3d"), .text("Shortcuts", [])]) }
}

/// The look of a ``ShortcutsLink``: light or dark, with or without an outline.
public struct ShortcutsLinkStyle: Sendable, Hashable {
  let name: String

  /// The default style, following the color scheme.
  public static let automatic = ShortcutsLinkStyle(name: "automatic")
  /// The default style with an outline.
  public static let automaticOutline = ShortcutsLinkStyle(name: "automaticOutline")
  /// A dark background with light text.
  public static let dark = ShortcutsLinkStyle(name: "dark")
  /// A dark background with light text and a light outline.
  public static let darkOutline = ShortcutsLinkStyle(name: "darkOutline")
  /// A light background with dark text.
  public static let light = ShortcutsLinkStyle(name: "light")
  /// A light background with dark text and a dark outline.
  public static let lightOutline = ShortcutsLinkStyle(name: "lightOutline")
}

extension View {
  /// Sets the style of the ``ShortcutsLink``s in this view; a terminal draws every style alike.
  public func shortcutsLinkStyle(_ style: ShortcutsLinkStyle) -> Self { self }
}

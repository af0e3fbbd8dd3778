/// A button or toggle in a snippet: pressing it runs its intent, then the snippet is drawn
/// again (an interactive snippet, iOS 26).
///
/// SiriSim runtime support. Two controls are equal when they look the same: the intent they run
/// is not compared.
@_spi(SiriSim) public struct SnippetControl: Sendable, Hashable {
  /// What the control says, such as "Add to Favorites" or "☑ Extra Shot".
  public var title: String
  /// The intent pressing it runs.
  public var intent: any AppIntent

  public static func == (lhs: SnippetControl, rhs: SnippetControl) -> Bool {
    lhs.title == rhs.title && type(of: lhs.intent) == type(of: rhs.intent)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(ObjectIdentifier(type(of: intent)))
  }

  /// A control's title from its label: the label's words, else its symbols' names ("plus"
  /// for `plus.circle.fill`) before the intent's title, else the intent's title.
  static func title(label: SnippetNode, intent: any AppIntent) -> String {
    let intentTitle = type(of: intent).title.defaultValue
    let words = label.texts.joined(separator: " ")
    if !words.isEmpty { return words }
    let symbols = label.symbolNames.compactMap { $0.split(separator: ".").first }
    return symbols.isEmpty ? intentTitle : "\(symbols.joined(separator: " ")): \(intentTitle)"
  }
}

extension SnippetNode {
  /// The words of the node's text, in reading order.
  package var texts: [String] {
    switch self {
    case .text(let text, _): return [text]
    case .group(let nodes), .vstack(let nodes), .hstack(let nodes): return nodes.flatMap(\.texts)
    case .control(let control): return [control.title]
    case .symbol, .divider, .spacer: return []
    }
  }

  /// The SF Symbols' names in the node.
  var symbolNames: [String] {
    switch self {
    case .symbol(let name): return [name]
    case .group(let nodes), .vstack(let nodes), .hstack(let nodes):
      return nodes.flatMap(\.symbolNames)
    case .text, .control, .divider, .spacer: return []
    }
  }
}

/// A button that runs an intent when pressed, in an interactive snippet (App Intents' extension
/// of SwiftUI's `Button`): SiriSim lists it under the snippet, to pick by arrows, number, name
/// or mouse.
public struct Button<Label: View>: View, _PrimitiveView {
  let node: SnippetNode

  /// A button labelled by a view.
  public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) where Label == ViewGroup {
    let node = label().node
    self.node = .control(
      SnippetControl(title: SnippetControl.title(label: node, intent: intent), intent: intent))
  }

  /// A button with a title.
  public init<I: AppIntent>(_ title: LocalizedStringResource, intent: I) where Label == Text {
    node = .control(SnippetControl(title: title.defaultValue, intent: intent))
  }

  /// A button with a title given as a string, such as one the app computed.
  public init<I: AppIntent, S: StringProtocol>(_ title: S, intent: I) where Label == Text {
    node = .control(SnippetControl(title: String(title), intent: intent))
  }

  /// SwiftUI's button that runs a closure in the app: a snippet cannot run app code, so it
  /// shows its label as text and offers nothing to pick.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label)
  where Label == ViewGroup {
    node = label().node
  }

  /// SwiftUI's button with a title that runs a closure in the app; shown as its title.
  public init(_ title: LocalizedStringResource, action: @escaping () -> Void) where Label == Text {
    node = SnippetRenderer.node(of: Text(title))
  }

  /// SwiftUI's button with a string title that runs a closure in the app; shown as its title.
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) where Label == Text {
    node = SnippetRenderer.node(of: Text(title))
  }

  var snippetNode: SnippetNode { node }
}

/// A switch that runs an intent when flipped, in an interactive snippet; its intent sets the
/// new state, and the snippet is drawn again showing it.
public struct Toggle<Label: View>: View, _PrimitiveView {
  let node: SnippetNode

  /// A toggle labelled by a view, showing `isOn`.
  public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label)
  where Label == ViewGroup {
    let title = SnippetControl.title(label: label().node, intent: intent)
    node = .control(SnippetControl(title: (isOn ? "☑ " : "☐ ") + title, intent: intent))
  }

  /// A toggle with a title, showing `isOn`.
  public init<I: AppIntent>(_ title: LocalizedStringResource, isOn: Bool, intent: I)
  where Label == Text {
    node = .control(
      SnippetControl(title: (isOn ? "☑ " : "☐ ") + title.defaultValue, intent: intent))
  }

  /// SwiftUI's toggle bound to the app's own state: a snippet cannot change it, so it shows
  /// the state and offers nothing to pick.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) where Label == Text {
    node = .text((isOn.wrappedValue ? "☑ " : "☐ ") + String(title), [])
  }

  var snippetNode: SnippetNode { node }
}

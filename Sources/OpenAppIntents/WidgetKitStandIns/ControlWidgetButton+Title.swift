// WidgetKit's `ControlWidgetButton` titled by a string (`ControlWidgetButton("Quick Add",
// action: …) { isRunning in … }`): its label is that title as a `Text`.

extension ControlWidgetButton where Label == Text {
  /// A button titled `title`, running `action`, labelled by `actionLabel` while it runs.
  public init(
    _ title: LocalizedStringResource, action: Action,
    @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
  ) {
    self.init(title: Text(title), action: action)
  }

  /// A button titled `title`, shown as written, running `action`, labelled by `actionLabel`
  /// while it runs.
  public init<S: StringProtocol>(
    _ title: S, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
  ) {
    self.init(title: Text(title), action: action)
  }
}

extension ControlWidgetButton {
  /// The button's control, labelled by its title.
  fileprivate init(title: Text, action: Action) {
    control = SnippetControl(
      title: SnippetControl.title(label: SnippetRenderer.node(of: title), intent: action),
      intent: action)
  }
}

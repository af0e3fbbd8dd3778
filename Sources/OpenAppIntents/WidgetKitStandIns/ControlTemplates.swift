/// A control that runs an intent when pressed (WidgetKit's `ControlWidgetButton`); SiriSim
/// draws it as a snippet's button, to pick and run.
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action: AppIntent>:
  ControlWidgetTemplate, _ControlDrawing
{
  let control: SnippetControl

  /// A button running `action`, labelled by `label`.
  public init(action: Action, @ViewBuilder label: @escaping () -> Label)
  where ActionLabel == EmptyView {
    control = SnippetControl(
      title: SnippetControl.title(label: SnippetRenderer.node(of: label()), intent: action),
      intent: action)
  }

  /// A button running `action`, labelled by `label`, and by `actionLabel` while it runs.
  public init(
    action: Action, @ViewBuilder label: @escaping () -> Label,
    @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
  ) {
    control = SnippetControl(
      title: SnippetControl.title(label: SnippetRenderer.node(of: label()), intent: action),
      intent: action)
  }
}

/// A control with two states that runs a ``SetValueIntent`` with the new one when flipped
/// (WidgetKit's `ControlWidgetToggle`); SiriSim draws it as a snippet's toggle.
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action: SetValueIntent>:
  ControlWidgetTemplate, _ControlDrawing
where Action.ValueType == Bool {
  let control: SnippetControl

  /// A toggle showing `isOn`, running `action` with the other state, labelled by `label`.
  public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
  where ValueLabel == ControlWidgetToggleDefaultLabel {
    control = Self.control(isOn: isOn, action: action, title: label())
  }

  /// A toggle showing `isOn`, labelled by `label` and by `valueLabel` for its state.
  public init(
    isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label,
    @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) {
    control = Self.control(isOn: isOn, action: action, title: label())
  }

  /// A toggle titled `title`, showing `isOn`, labelled by `valueLabel` for its state.
  public init(
    _ title: LocalizedStringResource, isOn: Bool, action: Action,
    @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) where Label == Text {
    control = Self.control(isOn: isOn, action: action, title: Text(title))
  }

  /// A toggle titled `title`, showing `isOn`, labelled by `valueLabel` for its state.
  public init<S: StringProtocol>(
    _ title: S, isOn: Bool, action: Action,
    @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) where Label == Text {
    control = Self.control(isOn: isOn, action: action, title: Text(title))
  }

  /// The toggle runs its intent with the state it flips to, as Control Center does.
  private static func control(isOn: Bool, action: Action, title: some View) -> SnippetControl {
    var flipped = action
    flipped.value = !isOn
    let text = SnippetControl.title(label: SnippetRenderer.node(of: title), intent: action)
    return SnippetControl(title: (isOn ? "☑ " : "☐ ") + text, intent: flipped)
  }
}

/// The value label a toggle shows when none is given: "On" or "Off".
public struct ControlWidgetToggleDefaultLabel: View, _PrimitiveView {
  let isOn: Bool
  var snippetNode: SnippetNode { SnippetRenderer.node(of: Text(isOn ? "On" : "Off")) }
}

extension ControlWidgetTemplate {
  /// The control's tint when on; a snippet's control is drawn as text, so it is kept as code
  /// reads.
  public func tint(_ tint: Color?) -> Self { self }
}

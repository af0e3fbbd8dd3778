// What a control does when the Action Button holds it ("Hold to Start"). SiriSim has no
// Action Button: the hint is accepted and the label is shown as it is.
extension View {
  /// The action hint of the control this label describes.
  public func controlWidgetActionHint(_ hint: Text) -> Self { self }
  /// The action hint of the control this label describes.
  public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> Self { self }
  /// The action hint of the control this label describes, from a string the app computed.
  @_disfavoredOverload
  public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> Self { self }
}

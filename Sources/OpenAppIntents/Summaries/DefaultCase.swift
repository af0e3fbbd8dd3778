/// The summary used when no `Case` matches: `DefaultCase { … }` inside an intent.
public struct DefaultCase<Intent: AppIntent> {
  let render: (Intent) -> ParameterSummaryText?

  /// Creates the default case.
  public init<Content: ParameterSummary>(
    @ParameterSummaryBuilder<Intent> _ content: () -> Content
  ) where Content.Intent == Intent {
    let summary = content()
    render = { summary.renderedSummary(for: $0) }
  }
}

/// Where a key binding applies. The state is in several scopes at once (see
/// ``TerminalState/activeScopes``); a binding applies when its scope is one of them.
package enum KeyScope: Sendable, Hashable, CaseIterable {
  /// Always, even in a pane.
  case everywhere
  /// The transcript and input line, with no pane or help open.
  case conversation
  /// The conversation with nothing typed in the input line.
  case emptyInput
  /// The conversation with nothing typed and a Siri Suggestion that Tab or → takes.
  case suggestionReady
  /// The conversation while an intent runs.
  case busy
  /// The input line holding a `:` command's name, the command list showing.
  case commandLine
  /// Any text field: the input line, a value pane's field, a choice pane's filter.
  case textField
  /// A value pane.
  case valueEntry
  /// A value pane with suggestions.
  case suggestions
  /// A value pane whose answer may hold several lines: Enter adds one, Ctrl-D sends.
  case multilineEntry
  /// A value pane for a number with a stepper or slider and no suggestions: ↑/↓ step it.
  case stepper
  /// A choice pane.
  case choice
  /// A choice pane with nothing typed in its filter.
  case unfilteredChoice
  /// A confirmation pane.
  case confirmation
  /// A confirmation pane with nothing typed: the keys work its buttons.
  case confirmationButtons
  /// A confirmation pane with words typed: Enter sends them, the buttons are not lit.
  case confirmationTyped
  /// Any of Siri's panes, whichever kind.
  case pane
  /// The help pane.
  case help

  /// The heading the help pane lists the scope's keys under.
  package var title: String {
    switch self {
    case .everywhere: return "Anywhere"
    case .conversation, .emptyInput, .suggestionReady, .busy, .commandLine:
      return "Conversation"
    case .textField: return "Editing"
    case .valueEntry, .suggestions, .stepper, .multilineEntry: return "Value pane"
    case .choice, .unfilteredChoice: return "Pick list"
    case .confirmation, .confirmationButtons, .confirmationTyped: return "Confirmation"
    case .pane: return "Any pane"
    case .help: return "Help"
    }
  }
}

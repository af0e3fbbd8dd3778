@_spi(SiriSim) import ConversationRuntime
@_spi(SiriSim) import OpenAppIntents

extension TerminalState {
  /// The key scopes the state is in: which bindings of the key map apply now.
  package var activeScopes: Set<KeyScope> {
    var scopes: Set<KeyScope> = [.everywhere]
    if help != nil {
      scopes.insert(.help)
      return scopes
    }
    if pane != nil { scopes.insert(.pane) }
    switch pane {
    case .valueEntry(let pane):
      scopes.formUnion([.valueEntry, .textField])
      if pane.prompt.entry.multiline { scopes.insert(.multilineEntry) }
      if !pane.list.items.isEmpty {
        scopes.insert(.suggestions)
      } else if pane.prompt.control == .stepper || pane.prompt.control == .slider,
        pane.prompt.range != nil
      {
        scopes.insert(.stepper)
      }
    case .choice(let pane):
      scopes.formUnion([.choice, .textField])
      if pane.list.field.isEmpty { scopes.insert(.unfilteredChoice) }
    case .confirmation(let pane):
      scopes.formUnion([.confirmation, .textField])
      scopes.insert(pane.field.isEmpty ? .confirmationButtons : .confirmationTyped)
    case nil:
      scopes.formUnion([.conversation, .textField])
      if input.isEmpty { scopes.insert(.emptyInput) }
      if input.isEmpty, !isBusy, suggestion != nil { scopes.insert(.suggestionReady) }
      if !commandMatches.isEmpty { scopes.insert(.commandLine) }
      if isBusy { scopes.insert(.busy) }
    }
    return scopes
  }
}

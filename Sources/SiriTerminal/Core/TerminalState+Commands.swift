import ConversationSession

extension TerminalState {
  /// The `:` commands whose names start with what is typed, while the input line holds only a
  /// command's name (`:`, `:v`, `:voice`); empty otherwise.
  package var commandMatches: [CommandHelp] {
    guard pane == nil, help == nil, input.characters.first == ":",
      input.characters.count <= 24, !input.characters.contains(" ")
    else { return [] }
    let typed = input.text.lowercased()
    return SessionCommand.summaries.filter { $0.command.lowercased().hasPrefix(typed) }
  }
}

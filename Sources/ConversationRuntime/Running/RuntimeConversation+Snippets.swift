@_spi(SiriSim) import OpenAppIntents

/// How a conversation draws snippet intents and runs what their buttons press: given by the
/// runner, which runs intents.
struct SnippetActions: Sendable {
  /// Runs a snippet intent's `perform()` and gives its snippet.
  var draw: @Sendable (any SnippetIntent) async throws -> Snippet?
  /// Runs the intent of a pressed button or toggle, as the runner runs any intent.
  var press: @Sendable (any AppIntent) async -> Void
}

extension RuntimeConversation {
  /// Shows an interactive snippet until the person is done: its buttons and toggles, then
  /// `actions` (a confirmation's buttons, or Done), in a pick list under it. A control runs its
  /// intent, and the snippet is drawn again (from `snippetIntent`, when there is one). Returns
  /// the index of the action picked.
  func interact(
    with snippet: Snippet, snippetIntent: (any SnippetIntent)?, text: String,
    actions: [String]
  ) async throws -> Int {
    var snippet = snippet
    while true {
      let controls = snippet.controls
      let choices =
        controls.enumerated().map {
          PromptChoice(id: "control-\($0.offset + 1)", title: $0.element.title)
        }
        + actions.map { PromptChoice(id: $0, title: $0) }
      let picked = try await pick(
        among: choices, text: text, parameter: nil, purpose: .snippet)
      guard controls.indices.contains(picked) else { return picked - controls.count }
      guard let snippets else { return actions.count - 1 }
      await snippets.press(controls[picked].intent)
      if let snippetIntent, let redrawn = try await snippets.draw(snippetIntent) {
        snippet = redrawn
      }
      await frontEnd.present(.speech(SiriSpeech(app: app, text: "", snippet: snippet)))
    }
  }

  /// A confirmation whose snippet a snippet intent draws: with buttons in it, they work until
  /// the person confirms or cancels; without, an ordinary confirmation with the snippet.
  func confirmWithSnippetIntent(_ request: ConfirmationRequest, _ snippetIntent: any SnippetIntent)
    async throws -> Bool
  {
    var request = request
    request.snippetIntent = nil
    guard !settings.voiceOnly, let snippets,
      let snippet = try await snippets.draw(snippetIntent)
    else { return try await requestConfirmation(request) }
    request.snippet = snippet
    guard !snippet.controls.isEmpty else { return try await requestConfirmation(request) }
    await frontEnd.present(.speech(SiriSpeech(app: app, text: "", snippet: snippet)))
    let text =
      speech(request.dialog, hasSnippet: true)
      ?? dialogs.confirmationPrompt(for: request, intentTitle: intentTitle)
    let picked = try await interact(
      with: snippet, snippetIntent: snippetIntent, text: text,
      actions: [dialogs.button(request.actionName.title), dialogs.cancel])
    return picked == 0
  }
}

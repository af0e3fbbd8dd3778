import OpenAppIntents
import PhraseMatching
import TextSafety

extension ConversationRuntime {
  /// What the words typed so far would do, without running anything: the App Shortcut they
  /// already ask for (the matcher's best match), else the phrase they begin
  /// (``PhrasePrefixReader``) with the values typed so far and what it still needs; `nil` when
  /// they begin no phrase. Cheap enough to run on every key: no entity query runs.
  package func preview(_ typed: String) -> ConversationPreview? {
    let typed = InputText.withoutControls(typed)
    guard !typed.allSatisfy(\.isWhitespace) else { return nil }
    let (index, _) = stateSnapshot()
    if let best = index.rank(typed).first,
      let heading = heading(index, app: best.app, intent: best.intent)
    {
      return ConversationPreview(
        app: best.app, intentTitle: heading.title,
        values: Self.understoodValues(best.slots, inOrder: heading.order), isComplete: true)
    }
    guard let reading = index.prefixReader.read(typed),
      let heading = heading(index, app: reading.app, intent: reading.intent)
    else { return nil }
    let values = reading.values.map { UnderstoodValue(parameter: $0.parameter, value: $0.words) }
    let missing = reading.rest.map { segment in
      switch segment {
      case .text(let text): text.trimmingCharacters(in: .whitespaces)
      case .applicationName: reading.app
      case .parameter(let name): "‹\(name)›"
      }
    }
    return ConversationPreview(
      app: reading.app, intentTitle: heading.title, values: values, isComplete: false,
      isTypingValue: reading.isTypingValue,
      missing: missing.filter { !$0.isEmpty }.joined(separator: " "))
  }

  /// An intent's title and its parameters' order.
  private func heading(_ index: PhraseIndex, app: String, intent: String) -> (
    title: String, order: [String]
  )? {
    let key = PhraseIndex.targetKey(app: app, intent: intent)
    guard let target = index.targets[key] else { return nil }
    let shortcut = apps[target.appIndex].shortcuts[target.shortcutIndex]
    return (
      type(of: shortcut.intent).title.defaultValue, index.parameters[key]?.map(\.name) ?? []
    )
  }
}

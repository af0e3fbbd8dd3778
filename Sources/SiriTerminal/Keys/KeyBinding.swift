/// One entry of the key map: keys, where they apply, what they do, and how hints name them.
package struct KeyBinding: Sendable, Hashable {
  /// The keys; empty for a hint-only entry such as "type to filter".
  package var keys: [Key]
  /// Where the binding applies.
  package var scope: KeyScope
  /// What the keys do.
  package var action: TerminalAction
  /// How hints and help write the keys, such as "↑/↓"; `nil` hides the binding from both.
  package var label: String?
  /// What the keys do, in a word or two: "send", "history".
  package var summary: String
  /// The binding's place in the footer, lowest first; `nil` keeps it out of the footer. When
  /// the footer is too narrow, the highest ranks are left out first.
  package var footerRank: Int?

  /// Creates a binding.
  package init(
    _ keys: [Key], in scope: KeyScope, _ action: TerminalAction, label: String? = nil,
    summary: String = "", footerRank: Int? = nil
  ) {
    self.keys = keys
    self.scope = scope
    self.action = action
    self.label = label
    self.summary = summary
    self.footerRank = footerRank
  }
}

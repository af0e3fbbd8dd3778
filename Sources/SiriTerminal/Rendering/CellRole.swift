/// What a cell of the screen is, so the theme can style it: roles, not colors.
package enum CellRole: Sendable, Hashable, CaseIterable {
  /// Nothing in particular: blank space.
  case plain
  /// The header bar, and the details in it (apps, mode).
  case header, headerDetail
  /// "You" and what the person said.
  case userLabel, user
  /// "Siri" and what Siri said.
  case siriLabel, siri
  /// An error Siri reports, or a problem with a command.
  case error
  /// A snippet's box, its text, and its emphasized and secondary lines.
  case snippetBorder, snippet, snippetEmphasized, snippetSecondary
  /// A quiet note: which App Shortcut matched, "more below", the idle tip.
  case hint
  /// A command's answer.
  case notice
  /// The "thinking" indicator.
  case thinking
  /// The input line's marker and text.
  case inputMarker, input
  /// A pane's border, title and question.
  case paneBorder, paneTitle, paneDialog
  /// A pane's text field, and its "›" (another color than the input line's, so that one
  /// prompt is lit at a time and the pane's reads as the pane's).
  case field, paneFieldMarker
  /// The input line's "›" while a pane has the keys: dimmed.
  case inactiveInputMarker
  /// A section heading in a list, such as "Specials".
  case section
  /// A list row and its subtitle.
  case item, itemSubtitle
  /// A row whose choice might change or delete data (`IntentChoiceOption.Style.destructive`).
  case destructiveItem
  /// The highlighted list row and its subtitle.
  case selected, selectedSubtitle
  /// The characters a typed filter matched, in a row and in the highlighted row.
  case match, selectedMatch
  /// A button, and the focused button.
  case button, focusedButton
  /// The focused declining button ("Cancel"): another color than a focused "Order", so that
  /// Enter's effect shows at a glance.
  case focusedDeclineButton
  /// A key in the footer, and what it does.
  case footerKey, footer
  /// A warning that fills the screen, such as "too small".
  case warning

  /// One character standing for the role in role-mask snapshots.
  package var maskSymbol: Character {
    switch self {
    case .plain: return " "
    case .header: return "H"
    case .headerDetail: return "h"
    case .userLabel: return "Y"
    case .user: return "y"
    case .siriLabel: return "S"
    case .siri: return "s"
    case .error: return "E"
    case .snippetBorder: return "B"
    case .snippet: return "b"
    case .snippetEmphasized: return "*"
    case .snippetSecondary: return "~"
    case .hint: return "."
    case .notice: return "n"
    case .thinking: return "t"
    case .inputMarker: return ">"
    case .input: return "i"
    case .paneBorder: return "P"
    case .paneTitle: return "T"
    case .paneDialog: return "d"
    case .field: return "f"
    case .paneFieldMarker: return "F"
    case .inactiveInputMarker: return ")"
    case .section: return "#"
    case .item: return "o"
    case .itemSubtitle: return "-"
    case .destructiveItem: return "!"
    case .selected: return "@"
    case .selectedSubtitle: return "="
    case .match: return "m"
    case .selectedMatch: return "M"
    case .button: return "u"
    case .focusedButton: return "U"
    case .focusedDeclineButton: return "X"
    case .footerKey: return "K"
    case .footer: return "k"
    case .warning: return "W"
    }
  }
}

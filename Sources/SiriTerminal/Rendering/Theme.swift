/// How cells look: the theme maps each ``CellRole`` to a ``CellStyle``. In color, roles get
/// colors over the terminal's own background; in monochrome (NO_COLOR, TERM=dumb, or a
/// terminal without colors) they get bold, dim, reverse and underline only. Meaning never
/// rests on color alone: the frame's text carries markers (▸, [ ], You/Siri) in every mode.
package struct Theme: Sendable, Hashable {
  /// Whether the theme uses colors.
  package enum Mode: Sendable, Hashable {
    /// Colors on the terminal's default background.
    case color
    /// Attributes only.
    case monochrome
  }

  /// The theme's mode.
  package var mode: Mode

  /// A theme in a mode.
  package init(mode: Mode) { self.mode = mode }

  /// The mode for an environment: monochrome when `NO_COLOR` is set to anything but the empty
  /// string (no-color.org), when `TERM` is `dumb`, or when the terminal has no colors.
  package static func mode(environment: [String: String], terminalHasColors: Bool) -> Mode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
    if environment["TERM"] == "dumb" { return .monochrome }
    return terminalHasColors ? .color : .monochrome
  }

  /// The style of a role.
  package func style(for role: CellRole) -> CellStyle {
    mode == .color ? Self.colored(role) : Self.monochrome(role)
  }

  private static func colored(_ role: CellRole) -> CellStyle {
    switch role {
    case .plain, .input, .item, .snippet: return CellStyle()
    case .header: return CellStyle(foreground: .black, background: .cyan, attributes: .bold)
    case .headerDetail: return CellStyle(foreground: .black, background: .cyan)
    case .userLabel: return CellStyle(foreground: .green, attributes: .bold)
    case .user: return CellStyle(foreground: .green)
    case .siriLabel: return CellStyle(foreground: .magenta, attributes: .bold)
    case .siri: return CellStyle()
    case .error: return CellStyle(foreground: .red, attributes: .bold)
    case .destructiveItem: return CellStyle(foreground: .red)
    // Borders in the terminal's own text color: blue reads poorly on dark themes.
    case .snippetBorder: return CellStyle()
    case .snippetEmphasized: return CellStyle(attributes: .bold)
    case .snippetSecondary, .itemSubtitle, .hint: return CellStyle(attributes: .dim)
    case .notice: return CellStyle(foreground: .cyan)
    case .thinking: return CellStyle(foreground: .magenta)
    case .inputMarker: return CellStyle(foreground: .magenta, attributes: .bold)
    case .paneBorder: return CellStyle()
    case .paneTitle: return CellStyle(foreground: .magenta, attributes: .bold)
    case .paneDialog: return CellStyle(attributes: .bold)
    case .field: return CellStyle(attributes: .underline)
    case .paneFieldMarker: return CellStyle(foreground: .cyan, attributes: .bold)
    case .inactiveInputMarker: return CellStyle(attributes: .dim)
    case .section: return CellStyle(foreground: .yellow, attributes: .bold)
    case .selected: return CellStyle(foreground: .black, background: .cyan, attributes: .bold)
    case .selectedSubtitle: return CellStyle(foreground: .black, background: .cyan)
    case .match: return CellStyle(foreground: .yellow, attributes: [.bold, .underline])
    case .selectedMatch:
      return CellStyle(foreground: .black, background: .cyan, attributes: [.bold, .underline])
    case .button: return CellStyle(attributes: .bold)
    case .focusedButton: return CellStyle(foreground: .black, background: .green, attributes: .bold)
    case .focusedDeclineButton:
      return CellStyle(foreground: .white, background: .red, attributes: .bold)
    case .footerKey: return CellStyle(foreground: .cyan, attributes: .bold)
    case .footer: return CellStyle(attributes: .dim)
    case .warning: return CellStyle(foreground: .yellow, attributes: .bold)
    }
  }

  private static func monochrome(_ role: CellRole) -> CellStyle {
    switch role {
    case .plain, .input, .item, .snippet, .siri, .snippetBorder, .paneBorder, .notice,
      .thinking:
      return CellStyle()
    case .header, .headerDetail, .selected, .selectedSubtitle, .focusedButton:
      return CellStyle(attributes: .reverse)
    case .focusedDeclineButton:
      // Without color, reverse and underline: still not the same as a focused "Order".
      return CellStyle(attributes: [.reverse, .underline])
    case .userLabel, .siriLabel, .error, .snippetEmphasized, .inputMarker, .paneTitle,
      .paneDialog, .section, .button, .footerKey, .warning, .destructiveItem:
      return CellStyle(attributes: .bold)
    case .snippetSecondary, .itemSubtitle, .hint, .footer:
      return CellStyle(attributes: .dim)
    case .user:
      return CellStyle()
    case .field, .paneFieldMarker:
      return CellStyle(attributes: .underline)
    case .inactiveInputMarker:
      return CellStyle(attributes: .dim)
    case .match:
      return CellStyle(attributes: [.bold, .underline])
    case .selectedMatch:
      return CellStyle(attributes: [.reverse, .underline])
    }
  }
}

/// How a cell looks: colors (or the terminal's defaults) and attributes.
package struct CellStyle: Sendable, Hashable {
  /// The text color, or the terminal's default.
  package var foreground: TerminalColor?
  /// The background color, or the terminal's default.
  package var background: TerminalColor?
  /// Bold, dim, reverse, underline.
  package var attributes: TextAttributes

  /// Creates a style.
  package init(
    foreground: TerminalColor? = nil, background: TerminalColor? = nil,
    attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }
}

/// The eight ANSI colors, numbered as curses numbers them.
package enum TerminalColor: Int16, Sendable, Hashable {
  case black = 0
  case red, green, yellow, blue, magenta, cyan, white
}

/// Text attributes a terminal can show without color.
package struct TextAttributes: OptionSet, Sendable, Hashable {
  package let rawValue: Int
  package init(rawValue: Int) { self.rawValue = rawValue }
  /// Bold.
  package static let bold = TextAttributes(rawValue: 1 << 0)
  /// Dim.
  package static let dim = TextAttributes(rawValue: 1 << 1)
  /// Reverse video.
  package static let reverse = TextAttributes(rawValue: 1 << 2)
  /// Underline.
  package static let underline = TextAttributes(rawValue: 1 << 3)
}

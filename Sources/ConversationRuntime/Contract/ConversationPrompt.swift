@_spi(SiriSim) import OpenAppIntents

/// A question Siri asks, which suspends the intent until the front end replies.
public enum ConversationPrompt: Sendable, Equatable {
  /// `requestValue`, a `needsValueError`, or a required parameter left empty: a text field,
  /// with suggestions for entities, enums and options.
  case value(ValuePrompt)
  /// `requestDisambiguation`, a `needsDisambiguationError`, an ambiguous value, or
  /// "Did you mean …": a pick list.
  case choice(ChoicePrompt)
  /// Any of the `requestConfirmation` forms or a `needsConfirmationError`: buttons.
  case confirmation(ConfirmationPrompt)

  /// The app asking, if any.
  public var app: String? {
    switch self {
    case .value(let prompt): return prompt.app
    case .choice(let prompt): return prompt.app
    case .confirmation(let prompt): return prompt.app
    }
  }

  /// What Siri says.
  public var text: String {
    switch self {
    case .value(let prompt): return prompt.text
    case .choice(let prompt): return prompt.text
    case .confirmation(let prompt): return prompt.text
    }
  }
}

/// One choice in a list.
public struct PromptChoice: Sendable, Equatable {
  /// A stable identifier: an entity id, an enum raw value, or the title.
  public var id: String
  /// The title.
  public var title: String
  /// The subtitle.
  public var subtitle: String?
  /// The section the choice is listed under, such as "Specials".
  public var section: String?
  /// How the choice is shown: an option that deletes data is marked.
  public var style: Style

  /// How a choice is shown, as an intent's `IntentChoiceOption.Style` asks.
  public enum Style: String, Sendable, Equatable {
    /// An ordinary choice.
    case `default`
    /// A choice that might change or delete data: marked ⚠ (and red in the UI).
    case destructive
    /// A choice that leaves things unchanged.
    case cancel
  }

  /// The marker before a destructive choice's title, so it never shows by color alone.
  public static let destructiveMarker = "⚠"

  /// The section Siri lists the app's other suggestions under, after the values the words
  /// named, so that nothing the app offers is out of reach.
  package static let moreSection = "More"

  /// Creates a choice.
  public init(
    id: String, title: String, subtitle: String? = nil, section: String? = nil,
    style: Style = .default
  ) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.section = section
    self.style = style
  }

  /// The title as a list shows it: "⚠ Delete All" for a destructive choice.
  public var shownTitle: String {
    style == .destructive ? "\(Self.destructiveMarker) \(title)" : title
  }
}

/// What kind of text a value prompt expects.
public enum ValueInputKind: Sendable, Equatable {
  /// Any text.
  case text
  /// A whole number.
  case integer
  /// A number.
  case number
  /// Yes or no.
  case boolean
  /// A date.
  case date
  /// A measurement: a number and a unit, such as "5 km".
  case measurement
  /// One of the suggestions, or text that finds one.
  case item
  /// Several items, separated by commas or "and".
  case items
}

/// Siri asks for a parameter's value.
public struct ValuePrompt: Sendable, Equatable {
  /// The app asking.
  public var app: String
  /// The intent's title.
  public var intentTitle: String
  /// The parameter's name.
  public var parameter: String
  /// The parameter's title.
  public var parameterTitle: String
  /// What Siri says.
  public var text: String
  /// The values to pick from, with their sections; empty for free input.
  public var suggestions: [PromptChoice]
  /// What kind of text is expected.
  public var inputKind: ValueInputKind
  /// Whether this asks again after an answer that did not fit.
  public var isRetry: Bool
  /// The lowest and highest numbers allowed (the parameter's `inclusiveRange`), if any.
  public var range: ClosedRange<Double>?
  /// How a number is entered: typed, or stepped with ↑/↓ in the terminal UI.
  package var control: ParameterControlStyle?
  /// How the field takes text: several lines, digits only, what it takes in words.
  public var entry = ValueEntry()

  /// Creates a value prompt.
  package init(
    app: String, intentTitle: String, parameter: String, parameterTitle: String, text: String,
    suggestions: [PromptChoice] = [], inputKind: ValueInputKind = .text, isRetry: Bool = false,
    range: ClosedRange<Double>? = nil, control: ParameterControlStyle? = nil
  ) {
    self.app = app
    self.intentTitle = intentTitle
    self.parameter = parameter
    self.parameterTitle = parameterTitle
    self.text = text
    self.suggestions = suggestions
    self.inputKind = inputKind
    self.isRetry = isRetry
    self.range = range
    self.control = control
  }

  /// "a number from 1 to 99", for a prompt with a range.
  public var rangeHint: String? {
    guard let range else { return nil }
    let low = IntentValueFormatter.spokenText(of: range.lowerBound)
    let high = IntentValueFormatter.spokenText(of: range.upperBound)
    return "a number from \(low) to \(high)"
  }
}

/// Siri asks the person to pick one of several choices.
public struct ChoicePrompt: Sendable, Equatable {
  /// Why Siri asks.
  public enum Purpose: Sendable, Equatable {
    /// Several values fit a parameter.
    case disambiguation
    /// Several App Shortcuts fit the utterance.
    case didYouMean
    /// The intent asks to choose one of its options (`requestChoice(between:dialog:)`).
    case options
    /// Spotlight's results for a search: the one picked opens.
    case spotlight
    /// The buttons of an interactive snippet, and Done (or a confirmation's buttons).
    case snippet
  }

  /// The app asking, or `nil` for "Did you mean …" and Spotlight.
  public var app: String?
  /// The parameter the choice is for, if any.
  public var parameter: String?
  /// What Siri says.
  public var text: String
  /// The choices, in order.
  public var choices: [PromptChoice]
  /// Why Siri asks.
  public var purpose: Purpose
  /// Whether this asks again after an answer that did not fit.
  public var isRetry: Bool

  /// Creates a choice prompt.
  public init(
    app: String?, parameter: String?, text: String, choices: [PromptChoice],
    purpose: Purpose = .disambiguation, isRetry: Bool = false
  ) {
    self.app = app
    self.parameter = parameter
    self.text = text
    self.choices = choices
    self.purpose = purpose
    self.isRetry = isRetry
  }
}

/// Siri asks the person to confirm.
public struct ConfirmationPrompt: Sendable, Equatable {
  /// The app asking.
  public var app: String
  /// What Siri says.
  public var text: String
  /// The snippet shown with the question, such as an order preview.
  public var snippet: Snippet?
  /// The confirming button's title, such as "Order"; "Yes" for a parameter's value.
  public var confirmTitle: String
  /// The declining button's title: "Cancel", or "No" for a parameter's value.
  public var declineTitle: String
  /// Which confirmation form asked.
  package var kind: ConfirmationKind
  /// Whether this asks again after an answer that did not fit.
  public var isRetry: Bool
  /// Whether confirming deletes or changes data (`.custom(…destructive: true)`).
  public var isDestructive: Bool

  /// Creates a confirmation prompt.
  package init(
    app: String, text: String, snippet: Snippet? = nil, confirmTitle: String,
    declineTitle: String, kind: ConfirmationKind, isRetry: Bool = false,
    isDestructive: Bool = false
  ) {
    self.app = app
    self.text = text
    self.snippet = snippet
    self.confirmTitle = confirmTitle
    self.declineTitle = declineTitle
    self.kind = kind
    self.isRetry = isRetry
    self.isDestructive = isDestructive
  }
}

/// What the person answers to a prompt.
package enum ConversationReply: Sendable, Equatable {
  /// Typed or spoken text: a value, "the second one", "yes", "Ferry Building".
  case text(String)
  /// A choice picked from a list or from a value prompt's suggestions, by index.
  case choice(Int)
  /// A button: `true` confirms, `false` declines.
  case confirm(Bool)
  /// Cancel: ends the intent.
  case cancel
}

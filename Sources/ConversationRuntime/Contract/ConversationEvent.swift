import Foundation
import OpenAppIntents

/// Something that happens in a conversation, for a front end to show.
///
/// Events and replies are the whole contract between the runtime and a front end (curses, plain
/// lines, JSON). Every value is `Sendable` and `Equatable`, so a transcript can be compared.
public enum ConversationEvent: Sendable, Equatable {
  /// The runtime understood the utterance as this App Shortcut.
  case understood(Understanding)
  /// Siri says something, possibly with a snippet.
  case speech(SiriSpeech)
  /// Siri asks something; the front end's reply comes back through
  /// ``ConversationFrontEnd/reply(to:)``. Front ends see prompts there, not in `present(_:)`.
  case prompt(ConversationPrompt)
  /// A typed answer was read as a value: front ends echo the value chosen, with what was typed.
  case answered(UnderstoodAnswer)
  /// The app came to the foreground and shows a screen.
  case appOpened(AppOpened)
  /// The conversation's turn is over.
  case ended(ConversationOutcome)
}

/// Which App Shortcut the runtime took an utterance for.
public struct Understanding: Sendable, Equatable {
  /// The app's name, such as "Soup Chef".
  public var app: String
  /// The intent's type name, such as "OrderSoup".
  public var intent: String
  /// The intent's title, such as "Order Soup".
  public var intentTitle: String
  /// The phrase that matched, in `${…}` form.
  public var phrase: String
  /// How well it matched, from 0 to 1.
  public var score: Double
  /// The parameters the utterance filled, by name, as the words that filled them.
  public var parameters: [String: String]
  /// The same parameters as Siri read them, in the intent's order: "Tomato Soup" for
  /// "tomatoe soup", so that a front end can show that the typo was understood.
  public var values: [UnderstoodValue]

  /// Creates an understanding.
  public init(
    app: String, intent: String, intentTitle: String, phrase: String, score: Double,
    parameters: [String: String], values: [UnderstoodValue] = []
  ) {
    self.app = app
    self.intent = intent
    self.intentTitle = intentTitle
    self.phrase = phrase
    self.score = score
    self.parameters = parameters
    self.values = values
  }

  /// "Soup Chef · Order Soup · soup: Tomato Soup · quantity: 2": the note front ends show.
  public var summary: String {
    ([app, intentTitle] + values.map(\.description)).joined(separator: " · ")
  }
}

/// One parameter value an utterance gave, as Siri read it.
public struct UnderstoodValue: Sendable, Equatable, CustomStringConvertible {
  /// The parameter's name, such as "soup".
  public var parameter: String
  /// The value: the entity's or case's title when the words name one ("Tomato Soup"), the
  /// number, or the words in quotes when they name several values or free text.
  public var value: String
  /// The same reading as data, without quotes and with the candidates when the words fit
  /// several values; `nil` when only the text is known.
  public var reading: UnderstoodReading?

  /// Creates a value.
  public init(parameter: String, value: String, reading: UnderstoodReading? = nil) {
    self.parameter = parameter
    self.value = value
    self.reading = reading
  }

  /// "soup: Tomato Soup".
  public var description: String { "\(parameter): \(value)" }

  /// Two values are the same when they fill the same parameter with the same reading as shown;
  /// ``reading`` is that reading as data (for JSON), so it is left out.
  public static func == (lhs: UnderstoodValue, rhs: UnderstoodValue) -> Bool {
    lhs.parameter == rhs.parameter && lhs.value == rhs.value
  }
}

/// What Siri says.
public struct SiriSpeech: Sendable, Equatable {
  /// What kind of thing Siri says.
  public enum Kind: Sendable, Equatable {
    /// An intent's dialog.
    case dialog
    /// Siri's own words: help, "I couldn't find …", re-prompts.
    case assistant
    /// An error the intent threw, or an apology for one.
    case error
  }

  /// The app speaking, or `nil` when Siri speaks for itself.
  public var app: String?
  /// The words.
  public var text: String
  /// A snippet shown with the words.
  public var snippet: Snippet?
  /// What kind of thing this is.
  public var kind: Kind

  /// Creates speech.
  public init(app: String?, text: String, snippet: Snippet? = nil, kind: Kind = .dialog) {
    self.app = app
    self.text = text
    self.snippet = snippet
    self.kind = kind
  }
}

/// The app came to the foreground.
public struct AppOpened: Sendable, Equatable {
  /// The app's name.
  public var app: String
  /// The screen it shows, as the app describes it.
  public var screen: String?

  /// Creates the event.
  public init(app: String, screen: String?) {
    self.app = app
    self.screen = screen
  }
}

/// How a conversation's turn ended.
public enum ConversationOutcome: Sendable, Equatable {
  /// The intent ran to its result.
  case completed(IntentCompletion)
  /// The person cancelled.
  case cancelled
  /// The intent failed; the message is what Siri said.
  case failed(message: String)
  /// No App Shortcut matched the utterance.
  case notUnderstood
  /// The utterance named only an app, and Siri opened it.
  case openedApp(app: String)
}

extension ConversationOutcome {
  /// How the turn ended in a few words: "completed", "cancelled", "failed: …", "not
  /// understood", "opened Soup Chef".
  public var summary: String {
    switch self {
    case .completed: return "completed"
    case .cancelled: return "cancelled"
    case .failed(let message): return "failed: \(message)"
    case .notUnderstood: return "not understood"
    case .openedApp(let app): return "opened \(app)"
    }
  }
}

/// An intent that ran to its result.
public struct IntentCompletion: Sendable, Equatable {
  /// The app's name.
  public var app: String
  /// The intent's type name.
  public var intent: String
  /// The dialog Siri said, if any.
  public var dialog: String?
  /// The returned value, as Siri would describe it, if any.
  public var value: String?

  /// Creates a completion.
  public init(app: String, intent: String, dialog: String?, value: String?) {
    self.app = app
    self.intent = intent
    self.dialog = dialog
    self.value = value
  }
}

/// How Siri read a typed answer: "manhatan" as Manhattan Clam Chowder, "yes" as Order.
public struct UnderstoodAnswer: Sendable, Equatable {
  /// The parameter answered, if the question was about one.
  public var parameter: String?
  /// What the person typed.
  public var typed: String
  /// The value it was read as: the entity's, case's or button's title.
  public var value: String

  /// Creates a reading.
  public init(parameter: String?, typed: String, value: String) {
    self.parameter = parameter
    self.typed = typed
    self.value = value
  }

  /// Whether the value reads differently from what was typed, so it is worth echoing both.
  public var differs: Bool {
    value.compare(typed, options: [.caseInsensitive, .diacriticInsensitive]) != .orderedSame
  }
}

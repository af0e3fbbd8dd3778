import Foundation

/// A phrase a person recorded for an intent with its values, as Add to Siri saves it (Apple's
/// `INVoiceShortcut`): "Soup time" orders Tomato Soup from the Ferry Building.
public struct VoiceShortcut: Sendable, Hashable, Identifiable {
  /// The shortcut's identifier.
  public var id: UUID
  /// What the person says, such as "Soup time".
  public var invocationPhrase: String
  /// The app's name.
  public var app: String
  /// The intent's type name.
  public var intent: String
  /// The saved parameter values; Siri still asks for what is missing.
  public var parameters: [SavedParameter]
  /// When it was saved.
  public var created: Date
  /// Where it came from: "Add to Siri", or the SiriKit intent it was imported from.
  public var source: String

  /// Creates a shortcut.
  public init(
    id: UUID, invocationPhrase: String, app: String, intent: String,
    parameters: [SavedParameter], created: Date, source: String = VoiceShortcut.addToSiri
  ) {
    self.id = id
    self.invocationPhrase = invocationPhrase
    self.app = app
    self.intent = intent
    self.parameters = parameters
    self.created = created
    self.source = source
  }

  /// The source of shortcuts a person added with Add to Siri.
  public static let addToSiri = "Add to Siri"

  /// "“Soup time” → OrderSoup 'soup=Tomato Soup' 'storeLocation=Ferry Building' (Soup Chef)": the
  /// intent and its values as the words `sirisim run` takes, quoted for a POSIX shell.
  public var summary: String {
    let values = parameters.map(\.description).joined(separator: " ")
    return "“\(invocationPhrase)” → \(intent)\(values.isEmpty ? "" : " " + values) (\(app))"
  }
}

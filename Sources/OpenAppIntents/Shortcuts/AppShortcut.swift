/// An App Shortcut: an intent with the phrases that start it, ready without any setup.
public struct AppShortcut: Sendable {
  /// The intent, possibly with some parameters already set.
  public let intent: any AppIntent
  /// The phrases, each as its parts.
  @_spi(SiriSim) public let phrases: [[AppShortcutPhraseSegment]]
  /// The short title shown on the shortcut's tile.
  public let shortTitle: LocalizedStringResource?
  /// The SF Symbol shown on the tile.
  public let systemImageName: String?
  /// Where the shortcut is declared (`Module/File.swift:line`), for lint messages.
  public let sourceLocation: String
  /// The values its phrases' parameter is offered for, when a `ParameterPresentation` says.
  public let presentedOptions: PresentedOptions?

  /// A parameter presentation, seen without the intent's type.
  public struct PresentedOptions: Sendable {
    /// The parameter's name.
    public var parameterName: String
    /// The collections of values.
    public var collections: [OptionsCollection]
  }

  /// Creates an App Shortcut.
  public init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>],
    shortTitle: LocalizedStringResource? = nil, systemImageName: String? = nil,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(
      intent: intent, segments: phrases.map(\.segments), shortTitle: shortTitle,
      systemImageName: systemImageName, sourceLocation: "\(fileID):\(line)",
      presentedOptions: nil)
  }

  /// Creates an App Shortcut whose parameter's values come from option collections (iOS 17).
  public init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
    systemImageName: String, parameterPresentation: ParameterPresentation<Intent>,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(
      intent: intent, segments: phrases.map(\.segments), shortTitle: shortTitle,
      systemImageName: systemImageName, sourceLocation: "\(fileID):\(line)",
      presentedOptions: PresentedOptions(
        parameterName: parameterPresentation.parameterName,
        collections: parameterPresentation.optionsCollections))
  }

  /// Creates a shortcut from its parts; SiriSim makes schema intents' phrasing this way.
  package init(
    intent: any AppIntent, segments: [[AppShortcutPhraseSegment]],
    shortTitle: LocalizedStringResource?, systemImageName: String?, sourceLocation: String,
    presentedOptions: PresentedOptions?
  ) {
    self.intent = intent
    self.phrases = segments
    self.shortTitle = shortTitle
    self.systemImageName = systemImageName
    self.sourceLocation = sourceLocation
    self.presentedOptions = presentedOptions
  }

  /// Creates a copy with other phrases, such as a locale's translations.
  ///
  /// SiriSim runtime support: `Phrases/<App>/AppShortcuts.xcstrings` and
  /// `Phrases/<App>/<locale>.lproj/AppShortcuts.strings` replace the phrases this way.
  package func withPhrases(_ phrases: [[AppShortcutPhraseSegment]]) -> AppShortcut {
    AppShortcut(
      intent: intent, segments: phrases, shortTitle: shortTitle, systemImageName: systemImageName,
      sourceLocation: sourceLocation, presentedOptions: presentedOptions)
  }

  /// The phrases as `AppShortcuts.strings` keys.
  package var phraseKeys: [String] { phrases.map(AppShortcutPhraseSegment.key(for:)) }

  /// The title shown for the shortcut: its short title, else the intent's title.
  package var displayTitle: String {
    shortTitle?.defaultValue ?? type(of: intent).title.defaultValue
  }
}

/// Builds the list of an app's App Shortcuts.
@resultBuilder
public enum AppShortcutsBuilder {
  public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
  public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] {
    parts.flatMap { $0 }
  }
  public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
  public static func buildEither(first: [AppShortcut]) -> [AppShortcut] { first }
  public static func buildEither(second: [AppShortcut]) -> [AppShortcut] { second }
  public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
}

/// The type that lists an app's App Shortcuts.
public protocol AppShortcutsProvider: Sendable {
  /// The App Shortcuts.
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
  /// The color of the shortcuts' tiles.
  static var shortcutTileColor: ShortcutTileColor { get }
  /// Tells Siri that the values of the phrases' parameters changed, such as new entities.
  static func updateAppShortcutParameters()
  /// Phrases that must never reach the app (iOS 17).
  static var negativePhrases: NegativeAppShortcutPhrases { get }
}

extension AppShortcutsProvider {
  /// By default tiles are navy.
  public static var shortcutTileColor: ShortcutTileColor { .navy }

  /// Asks the runtime that runs the current intent to re-read the phrases' parameter values;
  /// outside an intent, the runtime reads them when it starts.
  public static func updateAppShortcutParameters() {
    IntentExecution.current?.updateAppShortcutParameters()
  }
}

/// The color of App Shortcut tiles.
public enum ShortcutTileColor: String, Sendable, Hashable, CaseIterable {
  case blue, grape, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple,
    red, tangerine, teal, yellow
}

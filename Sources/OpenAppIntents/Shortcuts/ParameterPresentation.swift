/// How an App Shortcut with a parameter presents that parameter's values (iOS 17): a summary,
/// and the collections of values each phrase is offered for.
///
/// Only the entities of the collections' queries expand the shortcut's phrases
/// (`"Get ${trail} conditions"` becomes one phrase per favorite trail); other values are still
/// reached through the entity's string search, as on a device.
public struct ParameterPresentation<Intent: AppIntent>: Sendable {
  /// The parameter's name.
  public let parameterName: String
  /// The summary shown with the values.
  public let summary: LocalizedStringResource?
  /// The collections of values.
  public let optionsCollections: [OptionsCollection]

  /// A presentation for a parameter: `ParameterPresentation(for: \.$trail, summary:
  /// Summary("Get \(\.$trail) conditions"), optionsCollections: { OptionsCollection(…) })`.
  public init<Value: _IntentValue, Content: ParameterSummary>(
    for parameter: KeyPath<Intent, IntentParameter<Value>>, summary: Content,
    @OptionsCollectionBuilder optionsCollections: () -> [OptionsCollection]
  ) where Content.Intent == Intent {
    parameterName = IntentReflection.parameterName(of: parameter)
    self.summary = summary.renderedSummary(for: Intent()).map {
      LocalizedStringResource(stringLiteral: $0.sentence)
    }
    self.optionsCollections = optionsCollections()
  }
}

/// A titled collection of a parameter's values, from an entity query's suggestions.
public struct OptionsCollection: Sendable {
  /// The collection's title, such as "Favorite Trails".
  public let title: LocalizedStringResource?
  /// The SF Symbol shown with it.
  public let systemImageName: String?
  /// The values, as the runtime lists them.
  public let choices: @Sendable () async throws -> [IntentValueChoice]

  /// A collection of a query's suggested entities.
  public init<Query: EntityQuery>(
    _ query: Query, title: LocalizedStringResource? = nil, systemImageName: String? = nil
  ) {
    self.title = title
    self.systemImageName = systemImageName
    choices = { try await query.suggestedEntities()._choices() }
  }
}

/// Builds the option collections of a parameter presentation.
@resultBuilder
public enum OptionsCollectionBuilder {
  public static func buildExpression(_ collection: OptionsCollection) -> [OptionsCollection] {
    [collection]
  }
  public static func buildBlock(_ parts: [OptionsCollection]...) -> [OptionsCollection] {
    parts.flatMap { $0 }
  }
}

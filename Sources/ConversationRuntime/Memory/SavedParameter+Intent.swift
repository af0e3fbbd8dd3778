import Foundation
@_spi(SiriSim) import OpenAppIntents

extension SavedParameter {
  /// The values an intent has now, as words Siri reads back, in the intent's order: what a
  /// donation and an Add to Siri shortcut keep.
  static func values(of intent: some AppIntent) -> [SavedParameter] {
    IntentReflection.parameters(of: intent).compactMap { name, parameter in
      guard parameter.isSet, let value = parameter.currentValue, !isNothing(value) else {
        return nil
      }
      return SavedParameter(
        name: name, value: IntentValueFormatter.spokenText(of: value),
        entities: entityIdentifiers(in: value))
    }
  }

  private static func isNothing(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .optional && mirror.children.isEmpty
  }

  /// The value inside an optional, or the value itself.
  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }

  /// "Type/id" of each entity in a value: an entity, or a list of them.
  private static func entityIdentifiers(in value: Any) -> [String] {
    guard let value = unwrapped(value) else { return [] }
    if let entity = value as? any AppEntity {
      return [identifier(of: entity)]
    }
    if let list = value as? [Any] {
      return list.flatMap(entityIdentifiers(in:))
    }
    return []
  }

  private static func identifier<Entity: AppEntity>(of entity: Entity) -> String {
    EntityIdentifier(for: entity).description
  }
}

extension IntentDonation {
  /// A donation of an intent as it is now. Donations get random identifiers, not the
  /// environment's seeded ones: those restart every session, and taking one would renumber the
  /// app's own.
  init(of intent: any AppIntent, app: String, date: Date, outcome: Outcome) {
    let type = type(of: intent)
    self.init(
      id: UUID(), app: app, intent: LoadedApp.typeName(of: type),
      intentTitle: type.title.defaultValue, parameters: SavedParameter.values(of: intent),
      date: date, outcome: outcome, prediction: Self.prediction(of: intent))
  }

  /// The display a `PredictableIntent` gives a run with these values, as one line.
  private static func prediction(of intent: any AppIntent) -> String? {
    guard let predictable = intent as? any PredictableIntent,
      let display = predictable.predictedDisplay
    else { return nil }
    let title = display.title.defaultValue
    guard let subtitle = display.subtitle?.defaultValue, !subtitle.isEmpty else { return title }
    return "\(title) — \(subtitle)"
  }
}

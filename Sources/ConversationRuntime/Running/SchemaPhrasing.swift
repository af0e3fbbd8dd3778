@_spi(SiriSim) import OpenAppIntents
import PhraseMatching
import SiriSimApp

/// How Siri reaches an app's schema intents (`@AppIntent(schema:)`) without an App Shortcut
/// phrase, as Apple Intelligence Siri does: by the schema domain's own phrasing
/// (`AppSchema.Intent.phrases`, such as "Search ${applicationName} for ${criteria}").
///
/// Each schema intent of the manifest that no App Shortcut starts gets one shortcut made of its
/// schema's phrases, marked `schema <domain.action>` where a declared shortcut names its source
/// line. The phrase families are English; other locales get none.
enum SchemaPhrasing {
  static func shortcuts(for manifest: AppManifest, besides declared: [AppShortcut], locale: String)
    -> [AppShortcut]
  {
    guard locale == "en" || locale.hasPrefix("en-") || locale.hasPrefix("en_") else { return [] }
    let started = Set(declared.map { ObjectIdentifier(type(of: $0.intent)) })
    var seen = Set<ObjectIdentifier>()
    return manifest.intents.compactMap { type in
      guard let schemaType = type as? any AssistantSchemaIntent.Type,
        !started.contains(ObjectIdentifier(type)), seen.insert(ObjectIdentifier(type)).inserted
      else { return nil }
      return shortcut(for: schemaType)
    }
  }

  /// The schema a shortcut made here speaks for, or `nil` for a declared App Shortcut.
  static func schema(of shortcut: AppShortcut) -> String? {
    guard shortcut.sourceLocation.hasPrefix(marker) else { return nil }
    return String(shortcut.sourceLocation.dropFirst(marker.count))
  }

  private static let marker = "schema "

  private static func shortcut(for type: any AssistantSchemaIntent.Type) -> AppShortcut? {
    let schema = type.__appSchemaIntent
    let intent = type.init()
    let parameters = Set(IntentReflection.parameters(of: intent).map(\.name))
    // A phrase whose slot the intent does not declare is left out; the lint says why.
    let phrases = schema.phrases.compactMap { phrase -> [AppShortcutPhraseSegment]? in
      guard let template = try? PhraseTemplate(parsing: phrase),
        template.parameterNames.allSatisfy(parameters.contains)
      else { return nil }
      return template.segments.map(AppShortcutPhraseSegment.init)
    }
    guard !phrases.isEmpty else { return nil }
    return AppShortcut(
      intent: intent, segments: phrases, shortTitle: schema.title, systemImageName: nil,
      sourceLocation: marker + schema.identifier, presentedOptions: nil)
  }
}

/// Top-level names of Apple's App Intents framework (and what it re-exports) that an app's files
/// may use and OpenAppIntents may not have yet. `sirisim adopt` never writes a stand-in for
/// one of them: a missing App Intents name is SiriSim's to add, not the app's to fill.
enum AppIntentsNames {
  /// Apple's spellings, from the App Intents reference.
  static let all: Set<String> = [
    "AppDependency", "AppDependencyManager", "AppEntity", "AppEnum", "AppIntent", "AppIntentError",
    "AppIntentsPackage", "AppShortcut", "AppShortcutPhrase", "AppShortcutsBuilder",
    "AppShortcutsProvider", "AssistantEntity", "AssistantEnum", "AssistantIntent",
    "AssistantSchema", "AudioPlaybackIntent", "AudioRecordingIntent", "AudioStartingIntent",
    "CameraCaptureIntent", "CaseDisplayRepresentation", "ComputedProperty",
    "ControlConfigurationIntent", "DeferredProperty", "DeleteIntent", "Dependency",
    "DisplayRepresentation", "DynamicOptionsProvider", "EntityIdentifier", "EntityPropertyQuery",
    "EntityQuery", "EntityQueryComparator", "EntityQueryProperties", "EntityQuerySort",
    "EntityStringQuery", "EnumerableEntityQuery", "FocusFilterAppContext",
    "ForegroundContinuableIntent", "IndexedEntity", "IntentAuthenticationPolicy",
    "IntentChoiceOption", "IntentCurrencyAmount", "IntentDescription", "IntentDialog",
    "IntentDonationManager", "IntentFile", "IntentItem", "IntentItemCollection",
    "IntentItemSection", "IntentModes", "IntentParameter", "IntentParameterDependency",
    "IntentPerson", "IntentPrediction", "IntentResult", "IntentValueQuery", "LiveActivityIntent",
    "LiveActivityStartingIntent", "OpenIntent", "OpenURLIntent", "OpensIntent", "Parameter",
    "ParameterSummary", "PredictableIntent", "ProgressReportingIntent", "Property",
    "ProvidesDialog", "PushToTalkTransmissionIntent", "ReturnsValue", "SetFocusFilterIntent",
    "SetValueIntent", "ShowInAppSearchResultsIntent", "ShowsSnippetIntent", "ShowsSnippetView",
    "SnippetIntent", "StringSearchCriteria", "Summary", "SystemIntent",
    "TargetContentProvidingIntent", "TransientAppEntity", "TypeDisplayRepresentation",
    "URLRepresentableEntity", "URLRepresentableEnum", "URLRepresentableIntent", "UndoableIntent",
    "UniqueAppEntity", "When", "WidgetConfigurationIntent",
    // The schema domains' namespaces (`.audio.song`): a missing domain is SiriSim's to add.
    "AppSchemaEntity", "AppSchemaEnum", "AppSchemaIntent", "AssistantSchemas",
  ]
}

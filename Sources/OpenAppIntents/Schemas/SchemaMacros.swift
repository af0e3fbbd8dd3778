/// Conforms an intent to an action schema, such as `.photos.createAlbum`: its stored properties
/// become parameters, it conforms to ``AssistantSchemaIntent`` (and `AppIntent`), and Siri
/// reaches it by the schema's own phrasing, with no App Shortcut phrase.
@attached(memberAttribute)
@attached(
  extension,
  conformances: AppIntent, AssistantSchemaIntent, OpenIntent, DeleteIntent,
  ShowInAppSearchResultsIntent, names: named(__appSchemaIntent))
public macro AppIntent<T: AppSchemaIntent>(schema: T) =
  #externalMacro(module: "OpenAppIntentsMacros", type: "AppIntentSchemaMacro")

/// Conforms an entity to an entity schema, such as `.photos.album`: its stored properties
/// (but `id`) become entity properties and it conforms to ``AssistantSchemaEntity``.
@attached(memberAttribute)
@attached(
  extension, conformances: AppEntity, AssistantSchemaEntity, _AssistantSchemaTransientEntity,
  names: named(__appSchemaEntity))
public macro AppEntity<T: AppSchemaEntity>(schema: T) =
  #externalMacro(module: "OpenAppIntentsMacros", type: "AppEntitySchemaMacro")

/// Conforms an enumeration to an enumeration schema, such as `.photos.assetType`.
@attached(extension, conformances: AppEnum, AssistantSchemaEnum, names: named(__appSchemaEnum))
public macro AppEnum<T: AppSchemaEnum>(schema: T) =
  #externalMacro(module: "OpenAppIntentsMacros", type: "AppEnumSchemaMacro")

/// The iOS 18 name of ``AppIntent(schema:)``.
@available(*, deprecated, renamed: "AppIntent(schema:)")
@attached(memberAttribute)
@attached(
  extension,
  conformances: AppIntent, AssistantSchemaIntent, OpenIntent, DeleteIntent,
  ShowInAppSearchResultsIntent, names: named(__appSchemaIntent))
public macro AssistantIntent<T: AppSchemaIntent>(schema: T) =
  #externalMacro(module: "OpenAppIntentsMacros", type: "AppIntentSchemaMacro")

/// The iOS 18 name of ``AppEntity(schema:)``.
@available(*, deprecated, renamed: "AppEntity(schema:)")
@attached(memberAttribute)
@attached(
  extension, conformances: AppEntity, AssistantSchemaEntity, _AssistantSchemaTransientEntity,
  names: named(__appSchemaEntity))
public macro AssistantEntity<T: AppSchemaEntity>(schema: T) =
  #externalMacro(module: "OpenAppIntentsMacros", type: "AppEntitySchemaMacro")

/// The iOS 18 name of ``AppEnum(schema:)``.
@available(*, deprecated, renamed: "AppEnum(schema:)")
@attached(extension, conformances: AppEnum, AssistantSchemaEnum, names: named(__appSchemaEnum))
public macro AssistantEnum<T: AppSchemaEnum>(schema: T) =
  #externalMacro(module: "OpenAppIntentsMacros", type: "AppEnumSchemaMacro")

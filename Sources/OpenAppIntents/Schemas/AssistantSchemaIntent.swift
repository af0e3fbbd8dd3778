/// An intent that conforms to a schema; ``AppIntent(schema:)`` adds the conformance.
public protocol AssistantSchemaIntent: AppIntent {
  /// The schema the intent conforms to.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // Apple's name: the schema macros add it.
  static var __appSchemaIntent: AppSchema.Intent { get }
  /// Whether only Siri runs the intent (it is hidden from Shortcuts and Spotlight).
  static var isAssistantOnly: Bool { get }
}

extension AssistantSchemaIntent {
  /// By default, the schema's title, such as "Create Album".
  public static var title: LocalizedStringResource { __appSchemaIntent.title }
  /// By default a schema intent is shown in Shortcuts and Spotlight too.
  public static var isAssistantOnly: Bool { false }
}

/// An entity that conforms to a schema; ``AppEntity(schema:)`` adds the conformance.
public protocol AssistantSchemaEntity: AppEntity {
  /// The schema the entity conforms to.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // Apple's name: the schema macros add it.
  static var __appSchemaEntity: AppSchema.Entity { get }
}

extension AssistantSchemaEntity {
  /// By default, the schema's type name, such as "Album".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: __appSchemaEntity.title)
  }
}

/// An enumeration that conforms to a schema; ``AppEnum(schema:)`` adds the conformance.
public protocol AssistantSchemaEnum: AppEnum {
  /// The schema the enumeration conforms to.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // Apple's name: the schema macros add it.
  static var __appSchemaEnum: AppSchema.Enum { get }
}

extension AssistantSchemaEnum {
  /// By default, the schema's type name, such as "Asset Type".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: __appSchemaEnum.title)
  }
}

/// A transient entity that conforms to a schema: ``AppEntity(schema:)`` on a
/// `TransientAppEntity` adds this conformance rather than ``AssistantSchemaEntity``'s, as it
/// has no query.
public protocol _AssistantSchemaTransientEntity: TransientAppEntity {
  /// The schema the entity conforms to.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // Apple's name: the schema macros add it.
  static var __appSchemaEntity: AppSchema.Entity { get }
}

extension _AssistantSchemaTransientEntity {
  /// By default, the schema's type name, such as "Warmup Audio Queue Result".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: __appSchemaEntity.title)
  }
}

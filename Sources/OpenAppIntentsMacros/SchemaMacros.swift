import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@AppIntent(schema:)`: the intent's plain stored properties become `@Parameter`s and the
/// intent conforms to `AssistantSchemaIntent` (and `AppIntent`, `OpenIntent`, `DeleteIntent` or
/// `ShowInAppSearchResultsIntent` when the schema's action calls for it and the type does not
/// say so already).
public struct AppIntentSchemaMacro: MemberAttributeMacro, SchemaConformanceMacro {
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let variable = member.as(VariableDeclSyntax.self), variable.isPlainStoredInstanceVariable
    else { return [] }
    return ["@Parameter"]
  }

  public static let member = "__appSchemaIntent"
  public static let schemaType = "AppSchema.Intent"

  public static func protocols(for schema: ExprSyntax) -> [String] {
    let action = schema.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
    return ["AppIntent", "AssistantSchemaIntent"] + impliedProtocols(ofAction: action)
  }

  /// The system intent an action's name implies, as Apple's schemas do.
  static func impliedProtocols(ofAction action: String) -> [String] {
    if action.hasPrefix("open") { return ["OpenIntent"] }
    if action.hasPrefix("delete") { return ["DeleteIntent"] }
    if action == "search" { return ["ShowInAppSearchResultsIntent"] }
    return []
  }
}

/// `@AppEntity(schema:)`: the entity's plain stored properties (all but `id`) become
/// `@Property`s and the entity conforms to `AssistantSchemaEntity`.
public struct AppEntitySchemaMacro: MemberAttributeMacro, SchemaConformanceMacro {
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let variable = member.as(VariableDeclSyntax.self), variable.isPlainStoredInstanceVariable,
      variable.singleName != "id"
    else { return [] }
    return ["@Property"]
  }

  public static let member = "__appSchemaEntity"
  public static let schemaType = "AppSchema.Entity"

  public static func protocols(for schema: ExprSyntax) -> [String] {
    ["AppEntity", "AssistantSchemaEntity", "_AssistantSchemaTransientEntity"]
  }
}

/// `@AppEnum(schema:)`: the enum conforms to `AssistantSchemaEnum`.
public struct AppEnumSchemaMacro: SchemaConformanceMacro {
  public static let member = "__appSchemaEnum"
  public static let schemaType = "AppSchema.Enum"

  public static func protocols(for schema: ExprSyntax) -> [String] {
    ["AppEnum", "AssistantSchemaEnum"]
  }
}

/// The extension every schema macro adds: the conformances the type lacks among `wanted`, and
/// the static member that names its schema.
enum SchemaExtension {
  static func make(
    for type: some TypeSyntaxProtocol, of declaration: some DeclGroupSyntax,
    missing protocols: [TypeSyntax], wanted: [String], member: String, schemaType: String,
    schema: ExprSyntax
  ) throws -> ExtensionDeclSyntax {
    // A transient entity (no query: the audio domain's warmupAudioQueueResult as apps write
    // it) names its schema as a transient one and is no `AppEntity`; any other, the reverse.
    let isTransient =
      declaration.inheritanceClause?.inheritedTypes.contains {
        $0.type.trimmedDescription.hasSuffix("TransientAppEntity")
      } ?? false
    let skipped =
      isTransient
      ? ["AppEntity", "AssistantSchemaEntity"] : ["_AssistantSchemaTransientEntity"]
    let missing = protocols.map(\.trimmedDescription).filter { name in
      let named = { (wanted: String) in name == wanted || name.hasSuffix(".\(wanted)") }
      return wanted.contains(where: named) && !skipped.contains(where: named)
    }
    let conformances = missing.isEmpty ? "" : ": " + missing.joined(separator: ", ")
    let decl: DeclSyntax = """
      extension \(type.trimmed)\(raw: conformances) {
        \(raw: declaration.accessPrefix)static var \(raw: member): \(raw: schemaType) { \(schema) }
      }
      """
    return try decl.as(ExtensionDeclSyntax.self).orThrow()
  }
}

extension Optional {
  /// The value, or an error the compiler shows at the macro.
  func orThrow() throws -> Wrapped {
    guard let value = self else { throw MacroExpansionErrorMessage("could not expand the macro") }
    return value
  }
}

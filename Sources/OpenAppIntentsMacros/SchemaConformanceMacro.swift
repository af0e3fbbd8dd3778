import SwiftSyntax
import SwiftSyntaxMacros

/// A schema macro's extension, written once for the three: the conformances the type lacks
/// among those its schema calls for, and the static member that names the schema.
public protocol SchemaConformanceMacro: ExtensionMacro {
  /// The static member that names the schema, such as `__appSchemaIntent`.
  static var member: String { get }
  /// The member's type, such as `AppSchema.Intent`.
  static var schemaType: String { get }
  /// The protocols a type with this schema conforms to.
  static func protocols(for schema: ExprSyntax) -> [String]
}

extension SchemaConformanceMacro {
  /// The extension, or none when the attribute names no schema.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard let schema = node.argument("schema") else { return [] }
    return [
      try SchemaExtension.make(
        for: type, of: declaration, missing: protocols, wanted: Self.protocols(for: schema),
        member: member, schemaType: schemaType, schema: schema)
    ]
  }
}

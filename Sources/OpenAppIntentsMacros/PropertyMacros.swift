import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ComputedProperty`: an entity property derived from others on each read, never stored.
/// The macro adds a stored descriptor beside it, which the runtime reads (through reflection, as
/// it reads `@Property`) to index the value under `indexingKey:` / `customIndexingKey:`.
public struct ComputedPropertyMacro: PropertyDescriptorMacro {
  public static let misuse = "@ComputedProperty applies to a computed property."

  public static func descriptor(of name: String, attribute node: AttributeSyntax) -> DeclSyntax {
    let title = node.argumentSource("title")
    let key = node.argumentSource("indexingKey")
    let custom = node.argumentSource("customIndexingKey")
    return """
      private let __computedProperty_\(raw: name) = _ComputedEntityProperty<Self>(
        name: \(literal: name), title: \(raw: title), indexingKey: \(raw: key),
        customIndexingKey: \(raw: custom)
      ) { entity in entity.\(raw: name) }
      """
  }
}

/// `@DeferredProperty`: an entity property fetched asynchronously, only when someone asks for
/// it, never stored. The macro adds a stored descriptor beside it for the runtime.
public struct DeferredPropertyMacro: PropertyDescriptorMacro {
  public static let misuse = "@DeferredProperty applies to an async property."

  public static func descriptor(of name: String, attribute node: AttributeSyntax) -> DeclSyntax {
    """
    private let __deferredProperty_\(raw: name) = _DeferredEntityProperty<Self>(
      name: \(literal: name), title: \(raw: node.argumentSource("title"))
    ) { entity in try await entity.\(raw: name) }
    """
  }
}

/// `@UnionValue`: an enum whose cases each hold a value of a distinct type; it conforms to
/// `UnionValue`, which lists those types and wraps a value of any of them in its case.
public struct UnionValueMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(EnumDeclSyntax.self) else {
      throw MacroExpansionErrorMessage("@UnionValue applies to an enum.")
    }
    var cases: [(name: String, type: String)] = []
    for member in declaration.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
          let parameter = parameters.first
        else {
          throw MacroExpansionErrorMessage(
            "Each case of a @UnionValue enum holds one value, such as `case trail(TrailEntity)`.")
        }
        cases.append((element.name.trimmedDescription, parameter.type.trimmedDescription))
      }
    }
    let access = declaration.accessPrefix
    let types = cases.map { "\($0.type).self" }.joined(separator: ", ")
    let wraps = cases.map {
      "if let value = value as? \($0.type) { self = .\($0.name)(value); return }"
    }.joined(separator: "\n")
    let reads = cases.map { "case .\($0.name)(let value): value" }.joined(separator: "\n")
    let conformance = protocols.isEmpty ? "" : ": UnionValue"
    let decl: DeclSyntax = """
      extension \(type.trimmed)\(raw: conformance) {
        \(raw: access)static var unionValueTypes: [any Any.Type] { [\(raw: types)] }
        \(raw: access)init?(unionValue value: Any) {
          \(raw: wraps)
          return nil
        }
        \(raw: access)var unionValue: Any {
          switch self {
          \(raw: reads)
          }
        }
      }
      """
    return [try decl.as(ExtensionDeclSyntax.self).orThrow()]
  }
}

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A property macro that adds a stored descriptor beside the one property it is attached to,
/// for the runtime to read through reflection: the expansion written once for both.
public protocol PropertyDescriptorMacro: PeerMacro {
  /// What the compiler says when the attribute is on anything but a single property.
  static var misuse: String { get }
  /// The descriptor declared beside the property `name`.
  static func descriptor(of name: String, attribute node: AttributeSyntax) -> DeclSyntax
}

extension PropertyDescriptorMacro {
  /// The descriptor, or the error the compiler shows at a misplaced attribute.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self), let name = variable.singleName
    else { throw MacroExpansionErrorMessage(misuse) }
    return [descriptor(of: name, attribute: node)]
  }
}

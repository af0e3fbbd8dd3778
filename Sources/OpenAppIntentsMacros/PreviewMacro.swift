import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: an Xcode canvas preview. SiriSim has no canvas, so it expands to nothing; its
/// arguments are still type-checked, so a preview that would not compile in Xcode fails here too.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftUI's `#Preview` (Xcode's canvas) for the check: the preview's body is type-checked as
/// an argument, and the macro adds nothing to the app.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

/// The compiler plug-in, speaking the compiler's message protocol as OpenAppIntentsMacros does.
@main
struct PreviewMacrosPlugin: PluginProvider {
  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    PreviewMacro.self
  }

  func loadPluginLibrary(libraryPath: String, moduleName: String) throws {}

  var features: [PluginFeature] { [] }

  static func main() throws {
    let connection = try StandardIOMessageConnection()
    try CompilerPluginMessageListener(connection: connection, provider: Self()).main()
  }
}

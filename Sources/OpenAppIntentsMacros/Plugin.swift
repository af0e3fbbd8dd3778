@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plug-in: the macros OpenAppIntents declares, by type name.
///
/// swift-syntax's `CompilerPlugin` is not in the toolchain's host libraries this target links
/// (Package.swift says why), so the plug-in speaks the compiler's message protocol through
/// `SwiftCompilerPluginMessageHandling`, as `CompilerPlugin.main()` does.
@main
struct OpenAppIntentsPlugin: PluginProvider {
  /// The macro named `typeName`. A `switch`, not a stored dictionary: metatypes of
  /// swift-syntax's `Macro` are not `Sendable`, so a static table of them is global state
  /// Swift 6 warns about.
  static func macro(named typeName: String) -> (any Macro.Type)? {
    switch typeName {
    case "AppIntentSchemaMacro": AppIntentSchemaMacro.self
    case "AppEntitySchemaMacro": AppEntitySchemaMacro.self
    case "AppEnumSchemaMacro": AppEnumSchemaMacro.self
    case "ComputedPropertyMacro": ComputedPropertyMacro.self
    case "DeferredPropertyMacro": DeferredPropertyMacro.self
    case "UnionValueMacro": UnionValueMacro.self
    case "PreviewMacro": PreviewMacro.self
    default: nil
    }
  }

  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    guard let macro = Self.macro(named: typeName) else {
      throw UnknownMacro(moduleName: moduleName, typeName: typeName)
    }
    return macro
  }

  func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
    throw UnknownMacro(moduleName: moduleName, typeName: libraryPath)
  }

  var features: [PluginFeature] { [] }

  static func main() throws {
    let connection = try StandardIOMessageConnection()
    try CompilerPluginMessageListener(connection: connection, provider: Self()).main()
  }
}

/// A macro name the plug-in does not implement.
struct UnknownMacro: Error, CustomStringConvertible {
  let moduleName: String
  let typeName: String
  var description: String { "OpenAppIntentsMacros has no macro \(moduleName).\(typeName)." }
}

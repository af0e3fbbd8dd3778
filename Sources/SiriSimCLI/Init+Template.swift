import TextSafety

/// The files `sirisim init` writes: a small App Intents app, its executable and a test.
struct PackageTemplate {
  /// The app's and the package's name, such as "Greenhouse" (the module's name too).
  var name: String
  /// The SiriSim checkout the package depends on, by path.
  var sirisim: String

  /// The executable's name: "greenhouse-siri".
  var executable: String { name.lowercased() + "-siri" }

  /// The start of the package's type names, UpperCamelCase as Swift's types are:
  /// "parkpal2" gives `Parkpal2App`, `Parkpal2Shortcuts`, `Parkpal2Siri`.
  var typeName: String { name.prefix(1).uppercased() + name.dropFirst() }

  /// Each file's path in the package and its text.
  var files: [(path: String, text: String)] {
    [
      ("Package.swift", packageManifest),
      (".gitignore", ".build/\n.swiftpm/\n"),
      ("Sources/\(name)/AppIntents/AddNote.swift", intent),
      ("Sources/\(name)/AppIntents/\(typeName)Shortcuts.swift", shortcuts),
      ("Sources/\(name)/SiriSim/\(typeName)App.swift", simulatedApp),
      ("Sources/\(name)/Phrases/fr.lproj/AppShortcuts.strings", frenchPhrases),
      ("Sources/\(executable)/Main.swift", main),
      ("Tests/\(name)Tests/AddNoteTests.swift", test),
    ]
  }

  var packageManifest: String {
    PackageManifest(
      name: name, sirisim: sirisim,
      products: [".executable(name: \"\(executable)\", targets: [\"\(executable)\"])"],
      targets: [
        """
            .target(
              name: "\(name)",
              dependencies: [
                .product(name: "OpenAppIntents", package: "SiriSim"),
                .product(name: "SiriSimApp", package: "SiriSim"),
              ],
              resources: [.copy("Phrases")]),
        """,
        """
            .executableTarget(
              name: "\(executable)",
              dependencies: ["\(name)", .product(name: "SiriSimCLI", package: "SiriSim")]),
        """,
        """
            .testTarget(
              name: "\(name)Tests",
              dependencies: ["\(name)", .product(name: "ConversationTesting", package: "SiriSim")]),
        """,
      ]
    ).text
  }

  var intent: String {
    #"""
    // One source for iOS and Linux: Apple's App Intents in Xcode, OpenAppIntents here.
    #if canImport(AppIntents)
      import AppIntents
    #else
      import OpenAppIntents
    #endif

    /// Adds a note: Siri asks what it says, then asks before adding it.
    public struct AddNote: AppIntent {
      public static let title: LocalizedStringResource = "Add a Note"

      @Parameter(title: "Text", requestValueDialog: "What should the note say?")
      public var text: String

      public init() {}

      public func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(actionName: .add, dialog: "Add the note “\(text)”?")
        return .result(dialog: "Added “\(text)”.")
      }
    }

    """#
  }

  var shortcuts: String {
    #"""
    #if canImport(AppIntents)
      import AppIntents
    #else
      import OpenAppIntents
    #endif

    /// What people say to the app. French phrases are in Phrases/fr.lproj.
    public struct \#(typeName)Shortcuts: AppShortcutsProvider {
      public static var appShortcuts: [AppShortcut] {
        AppShortcut(
          intent: AddNote(), phrases: ["Add a note in \(.applicationName)"],
          shortTitle: "Add a Note", systemImageName: "note.text")
      }
    }

    """#
  }

  var simulatedApp: String {
    #"""
    // SiriSim-only (leave it out of an iOS target): how SiriSim loads the app.
    import Foundation
    import OpenAppIntents
    import SiriSimApp

    public enum \#(typeName)App: SimulatedApp {
      public static let displayName = "\#(name)"
      public static var shortcutsProvider: any AppShortcutsProvider.Type {
        \#(typeName)Shortcuts.self
      }
      public static var phraseFolder: URL? {
        Bundle.module.url(forResource: "Phrases", withExtension: nil)
      }
    }

    """#
  }

  var frenchPhrases: String {
    """
    "Add a note in ${applicationName}" = "Ajouter une note dans ${applicationName}";

    """
  }

  var main: String {
    """
    import \(name)
    import SiriSimCLI

    @main
    struct \(typeName)Siri {
      static func main() async {
        await SiriSim.main(apps: [\(typeName)App.self])
      }
    }

    """
  }

  var test: String {
    #"""
    import ConversationTesting
    import Testing
    import \#(name)

    @Test func addsANoteAfterAskingWhatItSays() async throws {
      let c = try await Conversation(apps: [\#(typeName)App.self])
      try await c.say("Add a note in \#(name)")
      #expect(c.prompt == .value("text"))
      try await c.answer("Water the basil")
      #expect(c.prompt == .confirmation("Add"))
      try await c.confirm()
      #expect(c.lastDialog == "Added “Water the basil”.")
    }

    """#
  }
}

extension PackageTemplate {
  /// Why `name` can't name the module, if it can't: a Swift keyword (`import class` doesn't
  /// build) or a module the package's code imports (the package's own would hide it).
  static func takenName(_ name: String) -> String? {
    if keywords.contains(name) { return "it is a Swift keyword" }
    if let module = importedModules.first(where: { $0.lowercased() == name.lowercased() }) {
      return "the package imports a module named \(module)"
    }
    return nil
  }

  /// Swift's keywords that are letters only: none names a module that can be imported.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "package",
    "consume", "copy", "discard", "borrowing", "consuming", "some", "any",
  ]

  /// The modules the written files import, and the toolchain's the manifest needs.
  static let importedModules = [
    "Swift", "Foundation", "Testing", "XCTest", "PackageDescription", "Dispatch", "Glibc",
    "AppIntents", "OpenAppIntents", "SiriSimApp", "SiriSimCLI", "ConversationTesting", "SiriSim",
  ]
}

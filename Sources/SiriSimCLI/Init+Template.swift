/// The files `sirisim init` writes: a small App Intents app, its executable and a test.
struct PackageTemplate {
  /// The app's and the package's name, such as "Greenhouse".
  var name: String
  /// The SiriSim checkout the package depends on, by path.
  var sirisim: String

  /// The executable's name: "greenhouse-siri".
  var executable: String { name.lowercased() + "-siri" }

  /// Each file's path in the package and its text.
  var files: [(path: String, text: String)] {
    [
      ("Package.swift", packageManifest),
      (".gitignore", ".build/\n.swiftpm/\n"),
      ("Sources/\(name)/AppIntents/AddNote.swift", intent),
      ("Sources/\(name)/AppIntents/\(name)Shortcuts.swift", shortcuts),
      ("Sources/\(name)/SiriSim/\(name)App.swift", simulatedApp),
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
    public struct \#(name)Shortcuts: AppShortcutsProvider {
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

    public enum \#(name)App: SimulatedApp {
      public static let displayName = "\#(name)"
      public static var shortcutsProvider: any AppShortcutsProvider.Type { \#(name)Shortcuts.self }
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
    struct \(name)Siri {
      static func main() async {
        await SiriSim.main(apps: [\(name)App.self])
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
      let c = try await Conversation(apps: [\#(name)App.self])
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

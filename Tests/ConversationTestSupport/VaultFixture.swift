import ConversationRuntime
import Foundation
import OpenAppIntents
import SiriSimApp

// "Vault": a small app for what the bundled apps don't declare — authentication policies,
// input options, file content types, date kinds, list sizes and a parameter's own resolvers —
// so that the runtime and every front end can be tested on them.

/// Opens the vault: requires authentication, so a locked device asks to unlock first.
public struct OpenVaultIntent: AppIntent {
  public static let title: LocalizedStringResource = "Open the Vault"
  public static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
  public init() {}
  public func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "The vault is open.")
  }
}

/// Says the time: runs on a locked device, as the default policy allows.
public struct VaultTimeIntent: AppIntent {
  public static let title: LocalizedStringResource = "Vault Time"
  public init() {}
  public func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "It's vault time.")
  }
}

/// Takes a PIN on a number pad.
public struct EnterPinIntent: AppIntent {
  public static let title: LocalizedStringResource = "Enter PIN"
  @Parameter(title: "PIN", inputOptions: String.IntentInputOptions(keyboardType: .numberPad))
  public var pin: String
  public init() {}
  public func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "PIN \(pin) accepted.")
  }
}

/// Takes a label whose words are capitalized, and a note of several lines.
public struct LabelIntent: AppIntent {
  public static let title: LocalizedStringResource = "Label the Box"
  @Parameter(title: "Label", inputOptions: String.IntentInputOptions(capitalizationType: .words))
  public var label: String
  public init() {}
  public func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Labelled \(label).")
  }
}

/// Takes a note of several lines.
public struct VaultNoteIntent: AppIntent {
  public static let title: LocalizedStringResource = "Vault Note"
  @Parameter(title: "Note", inputOptions: String.IntentInputOptions(multiline: true))
  public var note: String
  public init() {}
  public func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Noted \(note.split(separator: "\n").count) lines.")
  }
}

/// Sets an alarm at a time of day.
public struct SetAlarmIntent: AppIntent {
  public static let title: LocalizedStringResource = "Set an Alarm"
  @Parameter(title: "Alarm Time", kind: .time)
  public var time: Date
  public init() {}
  public func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Alarm set for \(ISO8601DateFormatter().string(from: time)).")
  }
}

/// Stores a document: a PDF or a plain text file.
public struct StoreDocumentIntent: AppIntent {
  public static let title: LocalizedStringResource = "Store a Document"
  @Parameter(title: "Document", supportedContentTypes: [.pdf, .plainText])
  public var document: IntentFile
  public init() {}
  public func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Stored \(document.filename), \(document.data.count) bytes.")
  }
}

/// Picks guards: two at most on the largest widget.
public struct PickGuardsIntent: AppIntent {
  public static let title: LocalizedStringResource = "Pick Guards"
  @Parameter(
    title: "Guards", size: [.systemSmall: 1, .systemMedium: IntentCollectionSize(min: 1, max: 2)])
  public var guards: [String]
  public init() {}
  public func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Guards: \(guards.joined(separator: ", ")).")
  }
}

/// A code word of four letters or more, in capitals: its text resolver changes what is typed
/// and refuses a short word, which Siri says before asking again.
public struct CodeWordResolver: Resolver {
  /// Why a word was refused.
  public struct TooShort: LocalizedError {
    public var errorDescription: String? { "Sorry, a code word has at least 4 letters." }
  }

  public init() {}

  public func resolve(from input: String, context: IntentParameterContext<String>) async throws
    -> String?
  {
    guard input.count >= 4 else { throw TooShort() }
    return input.uppercased()
  }
}

/// Sets the vault's code word, through the parameter's resolver.
public struct SetCodeWordIntent: AppIntent {
  public static let title: LocalizedStringResource = "Set the Code Word"
  @Parameter(title: "Code Word", resolvers: { CodeWordResolver() })
  public var word: String
  public init() {}
  public func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Code word \(word) set.")
  }
}

/// The vault's App Shortcuts.
public struct VaultShortcuts: AppShortcutsProvider {
  public static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenVaultIntent(), phrases: ["Open the \(.applicationName)"],
      shortTitle: "Open", systemImageName: "lock")
    AppShortcut(
      intent: VaultTimeIntent(), phrases: ["What time is it in \(.applicationName)"],
      shortTitle: "Time", systemImageName: "clock")
    AppShortcut(
      intent: EnterPinIntent(), phrases: ["Enter my PIN in \(.applicationName)"],
      shortTitle: "PIN", systemImageName: "number")
    AppShortcut(
      intent: LabelIntent(), phrases: ["Label a box in \(.applicationName)"],
      shortTitle: "Label", systemImageName: "tag")
    AppShortcut(
      intent: VaultNoteIntent(), phrases: ["Write a note in \(.applicationName)"],
      shortTitle: "Note", systemImageName: "note")
    AppShortcut(
      intent: SetAlarmIntent(), phrases: ["Set an alarm in \(.applicationName)"],
      shortTitle: "Alarm", systemImageName: "alarm")
    AppShortcut(
      intent: StoreDocumentIntent(), phrases: ["Store a document in \(.applicationName)"],
      shortTitle: "Store", systemImageName: "doc")
    AppShortcut(
      intent: PickGuardsIntent(), phrases: ["Pick guards in \(.applicationName)"],
      shortTitle: "Guards", systemImageName: "person.2")
    AppShortcut(
      intent: SetCodeWordIntent(), phrases: ["Set a code word in \(.applicationName)"],
      shortTitle: "Code Word", systemImageName: "key")
  }
}

/// The Vault app, for tests.
public enum VaultFixture {
  /// Its manifest.
  public static var manifest: AppManifest {
    AppManifest(displayName: "Vault", shortcutsProvider: VaultShortcuts.self)
  }

  /// A runtime with the Vault alone, its clock stopped at ``TestClock/epoch``, times of day
  /// read in UTC; `locked` starts it locked.
  package static func runtime(locked: Bool = false, maxAttempts: Int = 5) async
    -> ConversationRuntime
  {
    let runtime = await ConversationRuntime(
      apps: [manifest],
      options: ConversationRuntime.Options(
        environment: TestClock.environment, maxAttempts: maxAttempts, timeZone: .gmt))
    runtime.isDeviceLocked = locked
    return runtime
  }
}

import Foundation

/// The app's own types and values that its App Intents files use and do not declare, as
/// `sirisim adopt` learns them from the compiler, written as one file for the developer to fill.
struct StandIns {
  /// How a missing name is used, so its stand-in is declared so.
  enum Kind: Equatable {
    /// A protocol: named in an inheritance clause or after `some`/`any`.
    case protocolType
    /// A struct: named as a type or used as a value with a capital letter.
    case type
    /// A global function or value (lowercase).
    case value(isCall: Bool)
  }

  /// A member the files use of a stand-in type or of a type the app extends.
  struct Member: Hashable, Comparable {
    var name: String
    var isStatic: Bool
    var isCall: Bool
    /// The argument labels of the call that uses it, `_` for an unlabelled one.
    var labels: [String] = []
    /// Used as `.name` where its type is the one it is a member of (`kind: .daily`): an enum
    /// case, declared as an instance of the type itself.
    var isOfOwnType = false

    static func < (a: Member, b: Member) -> Bool {
      (a.isStatic ? 0 : 1, a.name, a.labels.joined()) < (
        b.isStatic ? 0 : 1, b.name, b.labels.joined()
      )
    }

    // Two uses of one name with the same labels are one declaration, however each was used.
    static func == (a: Member, b: Member) -> Bool {
      (a.name, a.isStatic, a.isCall, a.labels) == (b.name, b.isStatic, b.isCall, b.labels)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      hasher.combine(isStatic)
      hasher.combine(isCall)
      hasher.combine(labels)
    }
  }

  /// One missing name (or one type the app extends) and what the files use of it.
  struct Entry {
    var kind: Kind
    var members: Set<Member> = []
    /// How many generic parameters its uses give it (`Timeline<Entry>`: 1).
    var genericArity = 0
    /// Where the files use it first, `path:line`, for the comment above it.
    var firstUse: String
    /// The initializers the files call, by argument labels (`Preset(name:)`: `["name"]`).
    var initializers: Set<[String]> = []
    /// Protocols it must conform to beyond the usual ones (`Error` when it is thrown).
    var conformances: Set<String> = []
    /// The argument labels of the call that uses it, when it is a function.
    var callLabels: [String] = []
    /// Types the files name inside it (`Server.Identifier`).
    var nestedTypes: Set<String> = []
  }

  /// The stand-ins by name.
  var entries: [String: Entry] = [:]

  /// Extensions of types the app doesn't declare in its App Intents files and SiriSim has
  /// (`Color.loopGreen`, `String.nilIfEmpty`, a view modifier of the app's design system), by the
  /// type extended.
  var extensions: [String: Entry] = [:]

  /// Names a stand-in is never written for: the app's declared types and App Intents' own.
  let excluded: Set<String>

  init(excluding excluded: Set<String>) {
    self.excluded = excluded.union(AppIntentsNames.all)
  }

  /// How many declarations still have a placeholder to fill.
  var placeholderCount: Int {
    let standIns = entries.values.reduce(0) { count, entry in
      if case .value = entry.kind { return count + 1 }
      return count + entry.initializers.filter { !$0.isEmpty }.count
        + entry.members.filter { !Self.isFilled($0, extending: nil) }.count
    }
    return extensions.reduce(standIns) { count, pair in
      count + pair.value.initializers.count
        + pair.value.members.filter { !Self.isFilled($0, extending: pair.key) }.count
    }
  }

  /// Takes in what a build's errors say is missing; returns whether anything new was learned.
  /// `source` reads a file the compiler named from a line on (for how the name is used there);
  /// `shown` is how a path is written in the file's comments.
  mutating func absorb(
    _ errors: [CompilerDiagnostic], source: (String, Int) -> String?, shown: (String) -> String
  ) -> Bool {
    var learned = false
    for error in errors {
      guard let missing = error.missing else { continue }
      let use = Use(
        text: source(error.path, error.line) ?? "", column: error.column,
        place: "\(shown(error.path)):\(error.line)")
      switch learn(missing, at: use) {
      case .new:
        learned = true
        answered.insert(error)
      case .known: answered.insert(error)
      case .notTheApps: break
      }
    }
    return learned
  }

  /// What an error taught.
  enum Lesson {
    /// Something new to declare.
    case new
    /// What a stand-in or an extension already declares (its placeholder hides the rest).
    case known
    /// Not the app's to fill: App Intents' own, or not a missing name at all.
    case notTheApps
  }

  /// The errors a stand-in or an extension answers.
  private(set) var answered: Set<CompilerDiagnostic> = []

  /// Where a missing name is used: the source from its line on, the column in that line, and
  /// the place as the stand-in's comment names it.
  struct Use {
    var text: String
    var column: Int
    var place: String

    /// The use's line.
    var line: Substring { text.prefix { $0 != "\n" } }
  }
}

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

  /// A member the files use of a stand-in type.
  struct Member: Hashable, Comparable {
    var name: String
    var isStatic: Bool
    var isCall: Bool

    static func < (a: Member, b: Member) -> Bool {
      (a.isStatic ? 0 : 1, a.name) < (b.isStatic ? 0 : 1, b.name)
    }
  }

  /// One missing name and what the files use of it.
  struct Entry {
    var kind: Kind
    var members: Set<Member> = []
    /// How many generic parameters its uses give it (`Timeline<Entry>`: 1).
    var genericArity = 0
    /// Where the files use it first, `path:line`, for the comment above it.
    var firstUse: String
  }

  /// The stand-ins by name.
  private(set) var entries: [String: Entry] = [:]

  /// Names a stand-in is never written for: the app's declared types and App Intents' own.
  let excluded: Set<String>

  init(excluding excluded: Set<String>) {
    self.excluded = excluded.union(AppIntentsNames.all)
  }

  /// How many members still need their type filled in.
  var placeholderCount: Int {
    entries.values.reduce(0) { $0 + $1.members.count }
      + entries.values.filter { if case .value = $0.kind { true } else { false } }.count
  }

  /// Takes in what a build's errors say is missing; returns whether anything new was learned.
  /// `source` reads a line of a file the compiler named (for how the name is used there);
  /// `shown` is how a path is written in the file's comments.
  mutating func absorb(
    _ errors: [CompilerDiagnostic], source: (String, Int) -> String?, shown: (String) -> String
  ) -> Bool {
    var learned = false
    for error in errors {
      guard let missing = error.missing else { continue }
      let line = source(error.path, error.line) ?? ""
      let use = "\(shown(error.path)):\(error.line)"
      switch missing {
      case .type(let name), .value(let name):
        guard !excluded.contains(name), entries[name] == nil else { continue }
        let kind = Self.kind(
          of: name, in: line, column: error.column, isType: missing == .type(name))
        entries[name] = Entry(
          kind: kind, genericArity: Self.genericArity(of: name, in: line, from: error.column),
          firstUse: use)
        learned = true
      case .moduleMember(let module, let name):
        guard !excluded.contains(module) else { continue }
        if entries[module] == nil { entries[module] = Entry(kind: .type, firstUse: use) }
        let member = Member(
          name: name, isStatic: true, isCall: Self.isCalled(name, in: line, from: error.column))
        if entries[module]?.members.insert(member).inserted == true { learned = true }
      case .staticMember(let type, let name), .instanceMember(let type, let name):
        guard entries[type] != nil else { continue }
        let isStatic = missing == .staticMember(type: type, member: name)
        let member = Member(
          name: name, isStatic: isStatic, isCall: Self.isCalled(name, in: line, from: error.column))
        if entries[type]?.members.insert(member).inserted == true { learned = true }
      }
    }
    return learned
  }

  /// A missing name's kind from the line that uses it.
  static func kind(of name: String, in line: String, column: Int, isType: Bool) -> Kind {
    let before = String(line.prefix(max(0, column - 1)))
    if isType {
      let declaration =
        #/(struct|class|enum|actor|extension|protocol)\s+[A-Za-z0-9_.<>]+\s*:[^=({]*$/#
      if before.contains(declaration) || before.hasSuffix("some ") || before.hasSuffix("any ") {
        return .protocolType
      }
      return .type
    }
    if let first = name.first, first.isUppercase { return .type }
    return .value(isCall: isCalled(name, in: line, from: column))
  }

  /// How many generic arguments follow the name at or after `column` in the line (`<A, B>`: 2).
  static func genericArity(of name: String, in line: String, from column: Int) -> Int {
    let rest = line.dropFirst(max(0, column - 1))
    guard let range = rest.range(of: name), rest[range.upperBound...].first == "<" else { return 0 }
    var depth = 0
    var commas = 0
    for character in rest[range.upperBound...] {
      switch character {
      case "<", "(", "[": depth += 1
      case ">", ")", "]":
        depth -= 1
        if depth == 0 { return commas + 1 }
      case "," where depth == 1: commas += 1
      default: break
      }
    }
    return 1
  }

  /// Whether the name, at or after `column` in the line, is followed by `(`.
  static func isCalled(_ name: String, in line: String, from column: Int) -> Bool {
    let rest = line.dropFirst(max(0, column - 1))
    guard let range = rest.range(of: name) else { return false }
    return rest[range.upperBound...].first == "("
  }
}

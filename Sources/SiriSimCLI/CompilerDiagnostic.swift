import Foundation

/// One `path:line:column: error: message` line of a `swift build` log.
struct CompilerDiagnostic: Hashable {
  /// The file, as the compiler named it.
  var path: String
  var line: Int
  var column: Int
  /// The message after `error: `.
  var message: String

  /// What a message says is missing, when it is one of the kinds stand-ins answer.
  enum Missing: Hashable {
    /// `cannot find type 'X' in scope`.
    case type(String)
    /// `cannot find 'X' in scope`.
    case value(String)
    /// `type 'X' has no member 'y'`.
    case staticMember(type: String, member: String)
    /// `value of type 'X' has no member 'y'`.
    case instanceMember(type: String, member: String)
    /// `module 'X' has no member named 'y'`: a type named as its module (`NextcloudKit.shared`),
    /// which a stand-in in the app's module answers.
    case moduleMember(module: String, member: String)
  }

  /// What the message says is missing, if it says so in one of the forms above.
  var missing: Missing? {
    if let match = message.wholeMatch(of: #/cannot find type '([A-Za-z_][A-Za-z0-9_]*)' in scope/#)
    {
      return .type(String(match.output.1))
    }
    if let match = message.wholeMatch(of: #/cannot find '([A-Za-z_][A-Za-z0-9_]*)' in scope/#) {
      return .value(String(match.output.1))
    }
    if let match = message.wholeMatch(
      of: #/type '([A-Za-z_][A-Za-z0-9_]*)' has no member '([A-Za-z_][A-Za-z0-9_]*)'/#)
    {
      return .staticMember(type: String(match.output.1), member: String(match.output.2))
    }
    if let match = message.wholeMatch(
      of: #/value of type '([A-Za-z_][A-Za-z0-9_]*)' has no member '([A-Za-z_][A-Za-z0-9_]*)'/#)
    {
      return .instanceMember(type: String(match.output.1), member: String(match.output.2))
    }
    if let match = message.wholeMatch(
      of: #/module '([A-Za-z_][A-Za-z0-9_]*)' has no member named '([A-Za-z_][A-Za-z0-9_]*)'/#)
    {
      return .moduleMember(module: String(match.output.1), member: String(match.output.2))
    }
    return nil
  }

  /// The distinct errors of a build log, in the order they first appear (the log repeats a
  /// diagnostic once per file of a batch).
  static func errors(in log: String) -> [CompilerDiagnostic] {
    let pattern = #/^(.+?):([0-9]+):([0-9]+): error: (.*)$/#
    var seen: Set<CompilerDiagnostic> = []
    var errors: [CompilerDiagnostic] = []
    for line in log.split(whereSeparator: \.isNewline) {
      guard let match = line.wholeMatch(of: pattern), let number = Int(match.output.2),
        let column = Int(match.output.3)
      else { continue }
      let error = CompilerDiagnostic(
        path: String(match.output.1), line: number, column: column,
        message: String(match.output.4))
      if seen.insert(error).inserted { errors.append(error) }
    }
    return errors
  }
}

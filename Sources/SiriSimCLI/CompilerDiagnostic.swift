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
    /// `no type named 'X' in module 'M'`: an app's type named with its module (`Models.List`),
    /// which a stand-in named as the module, holding it, answers.
    case moduleType(module: String, type: String)
    /// `'Y' is not a member type of struct 'M.X'`: a type nested in a stand-in.
    case nestedType(String, in: String)
    /// `thrown expression type 'X' does not conform to 'Error'`: a stand-in that is thrown.
    case conformance(type: String, protocol: String)
    /// The arguments of a call don't fit what it calls (`argument passed to call that takes no
    /// arguments`, `extra argument 'x' in call`, `incorrect argument label in call …`): an
    /// initializer the app's types or extensions declare, named by the call at the error.
    case callArguments
  }

  /// A type as a message names it, generic arguments, module and `(aka …)` left out:
  /// `'VStack<Text>'`, `'Trio.Preset'` and `'Color?'` are `VStack`, `Preset` and `Color`.
  static let typeName =
    #"'(?:[A-Za-z_][A-Za-z0-9_]*\.)*(some )?([A-Za-z_][A-Za-z0-9_]*)(?:<.*>)?\??'(?: \(aka '[^']*'\))?"#

  /// What the message says is missing, if it says so in one of the forms above.
  var missing: Missing? {
    if let match = message.wholeMatch(of: #/cannot find type '([A-Za-z_][A-Za-z0-9_]*)' in scope/#)
    {
      return .type(String(match.output.1))
    }
    if let match = message.wholeMatch(of: #/cannot find '([A-Za-z_][A-Za-z0-9_]*)' in scope/#) {
      return .value(String(match.output.1))
    }
    if let (type, member) = Self.member(of: message, after: "type ") {
      return .staticMember(type: type, member: member)
    }
    if let (type, member) = Self.member(of: message, after: "value of type ") {
      return .instanceMember(type: type, member: member)
    }
    if let match = message.wholeMatch(
      of: #/module '([A-Za-z_][A-Za-z0-9_]*)' has no member named '([A-Za-z_][A-Za-z0-9_]*)'/#)
    {
      return .moduleMember(module: String(match.output.1), member: String(match.output.2))
    }
    if let match = message.wholeMatch(
      of: #/no type named '([A-Za-z_][A-Za-z0-9_]*)' in module '([A-Za-z_][A-Za-z0-9_]*)'/#)
    {
      return .moduleType(module: String(match.output.2), type: String(match.output.1))
    }
    if let match = message.wholeMatch(
      of:
        #/'([A-Za-z_][A-Za-z0-9_]*)' is not a member type of (?:struct|class|enum) '(?:[A-Za-z_][A-Za-z0-9_]*\.)*([A-Za-z_][A-Za-z0-9_]*)'/#
    ) {
      return .nestedType(String(match.output.1), in: String(match.output.2))
    }
    if let match = message.wholeMatch(
      of:
        #/thrown expression type '(?:[A-Za-z_][A-Za-z0-9_]*\.)*([A-Za-z_][A-Za-z0-9_]*)' does not conform to 'Error'/#
    ) {
      return .conformance(type: String(match.output.1), protocol: "Error")
    }
    if message == "argument passed to call that takes no arguments"
      || message.hasPrefix("extra argument '") || message.hasPrefix("extra arguments at positions")
      || message.hasPrefix("incorrect argument label in call")
      || message.hasPrefix("incorrect argument labels in call")
    {
      return .callArguments
    }
    return nil
  }

  /// The type and member of `<prefix>'T' has no member 'm'`; a `some View` is `View`.
  static func member(of message: String, after prefix: String) -> (String, String)? {
    let pattern = "^" + prefix + typeName + " has no member '([A-Za-z_][A-Za-z0-9_]*)'$"
    guard let regex = try? Regex(pattern),
      let match = message.wholeMatch(of: regex),
      match.output.count == 4,
      let type = match.output[2].substring, let member = match.output[3].substring
    else { return nil }
    return (String(type), String(member))
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

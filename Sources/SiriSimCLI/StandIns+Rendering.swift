/// The stand-ins as the Swift file `sirisim adopt` writes.
extension StandIns {
  /// Member names that hand out the type's one instance, declared as `static let x = T()`.
  static let sharedInstanceNames: Set<String> = [
    "shared", "default", "current", "standard", "main", "instance",
  ]

  /// The file's text: a header saying what it is, then each stand-in, sorted by name.
  func rendered(appFolder: String) -> String {
    var text = """
      // Stand-ins for the app's own types that its App Intents files use, written by
      // `sirisim adopt` from the compiler's errors. The App Intents files are the app's (in
      // \(appFolder)), compiled here unchanged; this file is the package's one hand-edited file.
      // Fill each <#placeholder#> with what the app's code does (or a fixed value for a demo),
      // then `swift build`.
      import Foundation
      import OpenAppIntents

      """
    for name in entries.keys.sorted() {
      guard let entry = entries[name] else { continue }
      text += "\n// First used at \(entry.firstUse).\n"
      text += Self.declaration(of: name, entry)
    }
    return text
  }

  /// One stand-in's declaration.
  static func declaration(of name: String, _ entry: Entry) -> String {
    switch entry.kind {
    case .protocolType:
      return "protocol \(name) {}\n"
    case .value(let isCall):
      return isCall
        ? "func \(name)(<#parameters#>) -> <#Result#> { <#value#> }\n"
        : "var \(name): <#Type#> { <#value#> }\n"
    case .type:
      let parameters = (0..<entry.genericArity).map { $0 == 0 ? "T" : "T\($0 + 1)" }
      let generics =
        parameters.isEmpty
        ? ""
        : "<\(parameters.map { "\($0): Hashable & Codable & Sendable" }.joined(separator: ", "))>"
      var text = "struct \(name)\(generics): Hashable, Codable, Sendable {\n"
      for member in entry.members.sorted() {
        text += "  " + Self.declaration(of: member, in: name) + "\n"
      }
      return text + "}\n"
    }
  }

  /// One member's declaration inside its stand-in type.
  static func declaration(of member: Member, in type: String) -> String {
    if member.isStatic, !member.isCall, sharedInstanceNames.contains(member.name) {
      return "static let \(member.name) = Self()"
    }
    let prefix = member.isStatic ? "static " : ""
    return member.isCall
      ? "\(prefix)func \(member.name)(<#parameters#>) -> <#Result#> { <#value#> }"
      : "\(prefix)var \(member.name): <#Type#> { <#value#> }"
  }
}

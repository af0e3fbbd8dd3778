/// The stand-ins as the Swift file `sirisim adopt` writes.
extension StandIns {
  /// Member names that hand out the type's one instance, declared as `static let x = T()`.
  static let sharedInstanceNames: Set<String> = [
    "shared", "default", "current", "standard", "main", "instance", "sharedInstance",
  ]

  /// The file's text: a header saying what it is, then each stand-in, sorted by name, then
  /// the extensions the app adds to types it doesn't declare.
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
    for name in extensions.keys.sorted() {
      guard let entry = extensions[name] else { continue }
      text += "\n// What the app adds to \(name) (first used at \(entry.firstUse)).\n"
      text += Self.extensionDeclaration(of: name, entry)
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
        ? "func \(name)(\(parameters(entry.callLabels))) -> <#Result#> { <#value#> }\n"
        : "var \(name): <#Type#> { <#value#> }\n"
    case .type:
      let parameters = (0..<entry.genericArity).map { $0 == 0 ? "T" : "T\($0 + 1)" }
      let generics =
        parameters.isEmpty
        ? ""
        : "<\(parameters.map { "\($0): Hashable & Codable & Sendable" }.joined(separator: ", "))>"
      let conformances = (["Hashable", "Codable", "Sendable"] + entry.conformances.sorted())
        .joined(separator: ", ")
      var text = "struct \(name)\(generics): \(conformances) {\n"
      for nested in entry.nestedTypes.sorted() {
        text += "  struct \(nested): Hashable, Codable, Sendable {}\n"
      }
      if !entry.initializers.isEmpty { text += "  init() {}\n" }
      text += body(of: entry, extending: nil)
      return text + "}\n"
    }
  }

  /// An extension the app adds to a type it doesn't declare in these files.
  static func extensionDeclaration(of name: String, _ entry: Entry) -> String {
    "extension \(name) {\n" + body(of: entry, extending: name) + "}\n"
  }

  /// The initializers and members of a stand-in or an extension, one a line.
  static func body(of entry: Entry, extending: String?) -> String {
    var text = ""
    for labels in entry.initializers.filter({ !$0.isEmpty }).sorted(by: {
      $0.joined(separator: ",") < $1.joined(separator: ",")
    }) {
      // A stand-in's fields are the developer's to add; an extension's initializer calls one
      // the type has.
      let body = extending == nil ? "{}" : "{ self.init(<#value#>) }"
      text += "  init(\(parameters(labels))) \(body)\n"
    }
    for member in entry.members.sorted() {
      text += "  " + declaration(of: member, extending: extending) + "\n"
    }
    return text
  }

  /// One member's declaration inside its stand-in type or extension.
  static func declaration(of member: Member, extending: String?) -> String {
    let prefix = member.isStatic ? "static " : ""
    let arguments = "(\(parameters(member.labels)))"
    if extending == "View", member.isCall, !member.isStatic {
      // A modifier of the app's design system: the view as it is, in a terminal.
      return "func \(member.name)\(arguments) -> some View { self }"
    }
    if member.isOfOwnType {
      if extending == nil {
        return member.isCall
          ? "static func \(member.name)\(arguments) -> Self { Self() }"
          : "static let \(member.name) = Self()"
      }
      return member.isCall
        ? "static func \(member.name)\(arguments) -> Self { <#value#> }"
        : "static var \(member.name): Self { <#value#> }"
    }
    if extending == nil, member.isStatic, sharedInstanceNames.contains(member.name) {
      if !member.isCall { return "static let \(member.name) = Self()" }
      // Objective-C's `[Manager sharedInstance]`, as Swift calls it.
      if member.labels.isEmpty { return "static func \(member.name)() -> Self { Self() }" }
    }
    return member.isCall
      ? "\(prefix)func \(member.name)\(arguments) -> <#Result#> { <#value#> }"
      : "\(prefix)var \(member.name): <#Type#> { <#value#> }"
  }

  /// A call's labels as parameters to fill: `pixel: <#Type#>, _ value2: <#Type#>`.
  static func parameters(_ labels: [String]) -> String {
    labels.enumerated().map { index, label in
      label == "_" ? "_ value\(index + 1): <#Type#>" : "\(label): <#Type#>"
    }.joined(separator: ", ")
  }

  /// Whether a member's declaration has nothing to fill.
  static func isFilled(_ member: Member, extending: String?) -> Bool {
    !declaration(of: member, extending: extending).contains("<#")
  }
}

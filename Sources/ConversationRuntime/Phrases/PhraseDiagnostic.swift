import Diagnostics

/// A problem found in an app's phrases or in a `Phrases/` file, worded like Xcode's: the one
/// `Diagnostic` every reader reports, so its fields and its `location: severity: message` have
/// one home.
package typealias PhraseDiagnostic = Diagnostic

extension Diagnostic {
  /// A problem at `location`: a file path with `:line:column` (read into the diagnostic's line
  /// and column), or a Swift declaration such as `SoupChef/SoupChefAppShortcutsProvider.swift:6`
  /// (kept whole, as a place the person reads).
  package init(_ severity: Severity, at location: String, _ message: String) {
    let parts = location.split(separator: ":", omittingEmptySubsequences: false)
    if parts.count >= 3, let line = Int(parts[parts.count - 2]),
      let column = Int(parts[parts.count - 1]),
      line > 0, column > 0
    {
      let file = parts.dropLast(2).joined(separator: ":")
      self.init(file: file, line: line, column: column, severity: severity, message: message)
    } else {
      self.init(file: location, line: 0, column: 0, severity: severity, message: message)
    }
  }
}

extension String {
  /// The text ending with exactly one full stop.
  var sentence: String { hasSuffix(".") ? self : self + "." }
}

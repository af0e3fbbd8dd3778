/// A problem found in an app's phrases or in a `Phrases/` file, worded like Xcode's.
package struct PhraseDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// How serious it is.
  package enum Severity: String, Sendable, Equatable {
    /// Xcode would fail the build.
    case error
    /// Xcode would warn.
    case warning
  }

  /// How serious it is.
  package var severity: Severity
  /// Where: a file path with `:line:column`, or a Swift declaration such as
  /// `SoupChef/SoupChefAppShortcutsProvider.swift:6`.
  package var location: String
  /// What is wrong.
  package var message: String

  /// Creates a diagnostic.
  package init(_ severity: Severity, at location: String, _ message: String) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  /// `location: severity: message`, as compilers print.
  package var description: String { "\(location): \(severity.rawValue): \(message)" }
}

extension String {
  /// The text ending with exactly one full stop.
  var sentence: String { hasSuffix(".") ? self : self + "." }
}

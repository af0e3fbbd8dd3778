import CLITestSupport
import Foundation
import Testing

/// The stopped clock every conversation here runs at, so answers that read the time are fixed.
let now = "2026-11-21T12:00:00Z"

/// The repository's root, for the fixtures other modules keep (`Phrases/`, legacy shortcuts).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// A sandbox running the built `sirisim`, after checking the build made it.
func sirisim() throws -> CommandSandbox {
  let executable = BuiltExecutable("sirisim")
  try #require(
    executable.isBuilt, "No sirisim at \(executable.url.path): build it with swift build")
  return try CommandSandbox(executable)
}

/// Expects every one of `expected` in `text`, each reported on its own when missing.
func expectLines(
  _ expected: [String], in text: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  for line in expected where !text.contains(line) {
    Issue.record("Expected “\(line)” in:\n\(text)", sourceLocation: sourceLocation)
  }
}

/// A conversation's lines as standard input: each answer, then end of input.
func typed(_ lines: String...) -> String {
  lines.map { $0 + "\n" }.joined()
}

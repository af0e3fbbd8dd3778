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

import CLITestSupport
import Foundation
import Testing

/// The stopped clock the conversations run at, so answers that read the time are fixed.
let now = "2026-11-21T12:00:00Z"

/// This package's folder, where the transcripts are.
let packageFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// SiriSim's repository, which holds this package (Examples/CoffeeShop).
let repositoryRoot = packageFolder.deletingLastPathComponent().deletingLastPathComponent()

/// The path of one of the package's transcripts.
func transcript(_ name: String) -> String {
  packageFolder.appendingPathComponent("Transcripts/\(name)").path
}

/// A sandbox running the built `coffee-siri`, after checking the build made it.
func coffeeSiri() throws -> CommandSandbox {
  let executable = BuiltExecutable("coffee-siri")
  try #require(
    executable.isBuilt, "No coffee-siri at \(executable.url.path): build it with swift build")
  return try CommandSandbox(executable)
}

import Foundation
import Testing

/// `sirisim reset` on a store it can't open says why once, on standard error, and exits 1.
@Suite struct ResetRefusalTests {
  /// Bug R5: the refusal was followed by a stray `sirisim: ExitCode(rawValue: 1)` line.
  @Test func aResetOfAFolderSaysWhyInOneLineWithNoExitCode() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let process = try SiriSimProcess(["reset", "--yes", "--store", folder.url.path])
    process.closeInput()
    try await process.waitForExit()

    #expect(process.exitStatus == 1)
    let lines = process.standardError.split(separator: "\n")
    #expect(lines.count == 1, "standard error: \(process.standardError)")
    #expect(lines.first?.contains("\(folder.url.path) is a folder") == true)
    #expect(!process.standardError.contains("ExitCode"))
    #expect(process.standardOutput.isEmpty)
  }
}

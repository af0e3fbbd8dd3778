import Foundation
import SafeFiles
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `SafeFile.problem(reading:as:)`: what a reader of a tree of data files (the phrase folders)
/// is told about each kind of path, by the same `PathKind` as every other named path.
@Suite struct ReadingCheckTests {
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "reading-check-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  @Test func aReadableFileAndFolderHaveNoProblem() throws {
    try "x".write(toFile: folder + "/a.strings", atomically: true, encoding: .utf8)
    #expect(SafeFile.problem(reading: folder + "/a.strings", as: .file) == nil)
    #expect(SafeFile.problem(reading: folder, as: .folder) == nil)
  }

  @Test func theWrongKindIsSaidAsSuch() throws {
    try "x".write(toFile: folder + "/a.strings", atomically: true, encoding: .utf8)
    #expect(SafeFile.problem(reading: folder, as: .file) == "it is a folder, not a file")
    #expect(
      SafeFile.problem(reading: folder + "/a.strings", as: .folder) == "it is a file, not a folder")
    #expect(mkfifo(folder + "/pipe", 0o600) == 0)
    #expect(
      SafeFile.problem(reading: folder + "/pipe", as: .file)
        == "it is a FIFO (a pipe), not a regular file")
    #expect(
      SafeFile.problem(reading: "/dev/zero", as: .file)
        == "it is a character device, not a regular file")
  }

  @Test func brokenSymlinksAreToldApartFromMissingFiles() throws {
    let dangling = folder + "/dangling"
    let loop = folder + "/loop"
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "gone")
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
    #expect(SafeFile.problem(reading: folder + "/none", as: .file) == "it does not exist")
    #expect(
      SafeFile.problem(reading: dangling, as: .file)
        == "it is a symbolic link to something that does not exist")
    #expect(
      SafeFile.problem(reading: loop, as: .folder)
        == "it is a symbolic link that loops (or has too many levels)")
  }
}

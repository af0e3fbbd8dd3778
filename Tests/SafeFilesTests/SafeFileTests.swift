import Foundation
import SafeFiles
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct SafeFileTests {
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "safefile-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  private func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  private func mode(_ path: String) -> mode_t {
    var info = stat()
    _ = lstat(path, &info)
    return info.st_mode
  }

  @Test func writesANewFileWithTheModeAsked() throws {
    let path = folder + "/new.txt"
    let outcome = try SafeFile.write("hello\n", to: path, mode: 0o600)
    #expect(outcome == .written(path: path))
    #expect(contents(path) == "hello\n")
    #expect(mode(path) & 0o777 == 0o600)
  }

  @Test func keepsTheModeOfAnExistingFile() throws {
    let path = folder + "/kept.txt"
    try SafeFile.write("one\n", to: path, mode: 0o640)
    try SafeFile.write("two\n", to: path, mode: 0o600)
    #expect(contents(path) == "two\n")
    #expect(mode(path) & 0o777 == 0o640)
  }

  @Test func followsASymlinkAndLeavesItALink() throws {
    let target = folder + "/target.siri"
    let link = folder + "/link.siri"
    try SafeFile.write("old\n", to: target)
    #expect(symlink("target.siri", link) == 0)
    let outcome = try SafeFile.write("new\n", to: link)
    #expect(outcome == .written(path: target))
    #expect(mode(link) & S_IFMT == S_IFLNK)
    #expect(contents(target) == "new\n")
  }

  @Test func aDanglingSymlinkMakesItsTarget() throws {
    let link = folder + "/dangling"
    #expect(symlink(folder + "/made", link) == 0)
    try SafeFile.write("x", to: link)
    #expect(mode(link) & S_IFMT == S_IFLNK)
    #expect(contents(folder + "/made") == "x")
  }

  @Test func aSymlinkLoopIsAnError() {
    let a = folder + "/a"
    let b = folder + "/b"
    #expect(symlink(b, a) == 0)
    #expect(symlink(a, b) == 0)
    #expect(throws: SafeFileError.self) { try SafeFile.write("x", to: a) }
  }

  @Test func theNullDeviceAndAnEmptyPathAreOff() throws {
    #expect(try SafeFile.write("x", to: "/dev/null") == .skipped(reason: "/dev/null is off"))
    #expect(try SafeFile.write("x", to: "") == .skipped(reason: "no file is off"))
    var info = stat()
    #expect(stat("/dev/null", &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFCHR)
    #expect(try SafeFile.openStream("/dev/null") == nil)
  }

  @Test func aFIFOIsNeverReplaced() throws {
    let path = folder + "/fifo"
    #expect(mkfifo(path, 0o600) == 0)
    let outcome = try SafeFile.write("x", to: path)
    #expect(outcome == .skipped(reason: "\(path) is a FIFO, not a regular file"))
    #expect(mode(path) & S_IFMT == S_IFIFO)
  }

  @Test(.enabled(if: geteuid() == 0, "mknod needs root"))
  func aCharacterDeviceIsNeverReplaced() throws {
    let path = folder + "/fakenull"
    #expect(mknod(path, S_IFCHR | 0o666, (1 << 8) | 3) == 0)
    let outcome = try SafeFile.write("history\n", to: path)
    #expect(outcome == .skipped(reason: "\(path) is a character device, not a regular file"))
    #expect(mode(path) & S_IFMT == S_IFCHR)
  }

  @Test func aFileWithHardLinksIsWrittenInPlace() throws {
    let path = folder + "/linked"
    let other = folder + "/other"
    try SafeFile.write("one", to: path)
    #expect(link(path, other) == 0)
    try SafeFile.write("two", to: path)
    #expect(contents(other) == "two")
  }

  @Test func missingFoldersAreMadeWithTheModeAskedWhateverTheUmask() throws {
    let path = folder + "/a/b/history"
    let old = umask(0)
    defer { umask(old) }
    try SafeFile.write("x", to: path, mode: 0o600, directoryMode: 0o700)
    #expect(mode(folder + "/a") & 0o777 == 0o700)
    #expect(mode(folder + "/a/b") & 0o777 == 0o700)
    #expect(mode(path) & 0o777 == 0o600)
  }

  @Test func aMissingFolderIsAnErrorThatNamesThePath() {
    let path = folder + "/missing/file"
    #expect(throws: SafeFileError(path: path, errno: ENOENT)) {
      try SafeFile.write("x", to: path)
    }
  }

  @Test func aFolderIsRefused() {
    #expect(throws: SafeFileError.self) { try SafeFile.openStream(folder) }
  }

  @Test func aStreamKeepsAnExistingFilesMode() throws {
    let path = folder + "/cast"
    try SafeFile.write("old old old", to: path, mode: 0o600)
    let descriptor = try #require(try SafeFile.openStream(path, mode: 0o644))
    _ = "new".withCString { Glibc.write(descriptor, $0, 3) }
    close(descriptor)
    #expect(contents(path) == "new")
    #expect(mode(path) & 0o777 == 0o600)
  }

  @Test func noTemporaryFileIsLeftBehind() throws {
    try SafeFile.write("x", to: folder + "/one")
    try SafeFile.write("y", to: folder + "/one")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["one"])
  }
}

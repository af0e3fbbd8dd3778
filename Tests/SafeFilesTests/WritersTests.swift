import Foundation
import Testing

/// Every file SiriSim writes in the person's place goes through `SafeFile`: this test lists the
/// writers in Sources/ and fails on one that writes a file another way, so a new writer that
/// bypasses SafeFile (and would replace a symlink, a device or `/dev/null`) is caught here.
struct WritersTests {
  /// Files allowed to write directly, each with the reason.
  static let allowed: [String: String] = [
    "Sources/OpenAppIntents/Transfer/FileRepresentation.swift":
      "a file representation's import: the bytes as a new file in a folder it just made (a new UUID in the temporary folder), removed once the app's closure returns",
    "Sources/generate-book-catalog/main.swift":
      "a build tool run by hand: writes the generated catalog source into the package",
    "Sources/sirisim-bench/PeerBench.swift":
      "the benchmark's own scratch files in a folder it made, and /dev/null for its children",
    "Sources/sirisim-bench/ScaleBench.swift":
      "the scale benchmark's scratch files in a folder it made, its children's error output, and the answers file it is asked for",
    "Sources/SiriStore/SiriStore.swift":
      "SiriSim's own SQLite store, made empty and private (O_EXCL, 0600, never a link) before SQLite opens it",
  ]

  /// The package's root, from this file's path (Tests/SafeFilesTests/WritersTests.swift).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Whether a line of Swift writes a file: Foundation's writers, `open` or `creat` with
  /// `O_CREAT`, `fopen` to write or append.
  static func writes(_ line: String) -> Bool {
    let code = line.trimmingCharacters(in: .whitespaces)
    if code.hasPrefix("//") { return false }
    let calls = [
      ".write(to:", "write(toFile:", ".atomic", "createFile(", "FileHandle(forWriting",
      "FileHandle(forUpdating", "O_CREAT", "creat(",
    ]
    if calls.contains(where: code.contains) { return true }
    return code.range(of: #"fopen\([^)]*"[wa]"#, options: .regularExpression) != nil
  }

  /// `path:line: text` for each writing line under Sources/, SafeFiles itself left out.
  static func writers() throws -> [(file: String, line: String)] {
    let sources = root.appendingPathComponent("Sources")
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    var found: [(file: String, line: String)] = []
    for case let relative as String in enumerator
    where relative.hasSuffix(".swift") && !relative.hasPrefix("SafeFiles/") {
      let file = "Sources/" + relative
      let text = try String(
        contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where writes(String(line)) {
        found.append((file, "\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))"))
      }
    }
    return found
  }

  @Test func theDetectorKnowsAWriterWhenItSeesOne() {
    #expect(Self.writes(#"try data.write(to: url, options: .atomic)"#))
    #expect(Self.writes(#"try text.write(toFile: path, atomically: true, encoding: .utf8)"#))
    #expect(Self.writes(#"FileManager.default.createFile(atPath: path, contents: data)"#))
    #expect(Self.writes(#"let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)"#))
    #expect(Self.writes(#"let file = fopen(path, "w")"#))
    #expect(Self.writes(#"let file = fopen(path, "ab")"#))
    #expect(!Self.writes(#"let file = fopen("/dev/null", "r")"#))
    #expect(!Self.writes(#"let fd = open(path, O_RDONLY | O_CLOEXEC)"#))
    #expect(!Self.writes(#"// try data.write(to: url) is what SafeFile replaces"#))
  }

  @Test func everyWriterGoesThroughSafeFile() throws {
    let writers = try Self.writers()
    #expect(!writers.isEmpty || Self.allowed.isEmpty, "the scan found Sources/")
    let bypassing = writers.filter { Self.allowed[$0.file] == nil }.map(\.line)
    #expect(
      bypassing.isEmpty,
      """
      These write files without SafeFile (symlinks replaced, devices and /dev/null clobbered, \
      modes lost). Use SafeFile.write or SafeFile.openStream, or add the file to \
      WritersTests.allowed with the reason:
      \(bypassing.joined(separator: "\n"))
      """)
  }

  @Test func theAllowListHasNoStaleEntries() throws {
    let files = Set(try Self.writers().map(\.file))
    for file in Self.allowed.keys.sorted() {
      #expect(files.contains(file), "\(file) no longer writes files: take it off the list")
    }
  }
}

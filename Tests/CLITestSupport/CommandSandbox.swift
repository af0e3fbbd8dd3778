import Foundation

/// A temporary folder a command runs in: its own empty HOME, its own data folder (so the default
/// store is never a person's), UTC and a UTF-8 locale, and nothing else from the test's
/// environment.
///
/// Each test makes its own sandbox, so tests running side by side share no store.
public final class CommandSandbox: Sendable {
  /// The folder, removed when the sandbox goes.
  public let folder: URL
  /// The executable the sandbox runs.
  public let executable: BuiltExecutable

  /// A new empty folder for runs of `executable`.
  public init(_ executable: BuiltExecutable = BuiltExecutable("sirisim")) throws {
    self.executable = executable
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("home"), withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// The path of `name` inside the sandbox.
  public func path(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }

  /// Writes `contents` to `name` inside the sandbox, making its folders; returns its path.
  @discardableResult
  public func write(_ contents: String, to name: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try contents.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// The environment every run gets: no variable of the person running the tests.
  public var environment: [String: String] {
    [
      "HOME": path("home"), "XDG_DATA_HOME": path("data"), "TZ": "UTC", "LANG": "C.UTF-8",
      "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin",
    ]
  }

  /// Runs the executable with `arguments`, `input` as its standard input (then end of input),
  /// and waits for it. Output goes through files, so a long output never fills a pipe. It runs
  /// in the sandbox's folder unless `directory` names another (for files named relative to it).
  public func run(_ arguments: [String], input: String = "", in directory: URL? = nil) throws
    -> CommandRun
  {
    try run(arguments, inputBytes: Data(input.utf8), in: directory)
  }

  /// Runs the executable with `inputBytes` as its standard input, which need not be UTF-8.
  /// `outputPath`, when given, is opened for its standard output instead of a file of the
  /// sandbox (a device such as `/dev/full`); the run's `output` is then empty.
  public func run(
    _ arguments: [String], inputBytes: Data, in directory: URL? = nil, outputPath: String? = nil
  ) throws -> CommandRun {
    let id = UUID().uuidString
    let inputURL = folder.appendingPathComponent("\(id).in")
    let outputURL = folder.appendingPathComponent("\(id).out")
    let errorURL = folder.appendingPathComponent("\(id).err")
    try inputBytes.write(to: inputURL)
    for url in [outputURL, errorURL] {
      try Data().write(to: url)
    }
    defer {
      for url in [inputURL, outputURL, errorURL] { try? FileManager.default.removeItem(at: url) }
    }
    let process = Process()
    process.executableURL = executable.url
    process.arguments = arguments
    process.environment = environment
    process.currentDirectoryURL = directory ?? folder
    process.standardInput = try FileHandle(forReadingFrom: inputURL)
    process.standardOutput = try FileHandle(
      forWritingTo: outputPath.map(URL.init(fileURLWithPath:)) ?? outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try process.run()
    process.waitUntilExit()
    let signalled = process.terminationReason == .uncaughtSignal
    return CommandRun(
      output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      errorOutput: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
      status: signalled ? 128 + process.terminationStatus : process.terminationStatus)
  }

  /// Runs the executable with the arguments split at spaces (for commands with no spaced word).
  public func run(_ command: String, input: String = "") throws -> CommandRun {
    try run(command.split(separator: " ").map(String.init), input: input)
  }
}

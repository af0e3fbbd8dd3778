import ArgumentParser
import SafeFiles
import SiriTerminal

extension AsciicastFormat: ExpressibleByArgument {}

/// `--cast-format v3|v2`: which asciicast version `--cast` writes.
struct CastFormatOption: ParsableArguments {
  @Option(
    name: .customLong("cast-format"),
    help: ArgumentHelp(
      "The asciicast version --cast writes: v3 (asciinema 3, the web player; the default) or v2 "
        + "(asciinema 2.x).",
      valueName: "v3|v2"))
  var format: AsciicastFormat?

  @Flag(
    name: .customLong("force"),
    help: "With --cast, replace a file that is there already.")
  var force = false

  /// The version to write.
  var resolved: AsciicastFormat { format ?? .standard }

  /// `--cast-format` or `--force` without `--cast` would do nothing: a usage error. A cast
  /// never replaces a file that is there without `--force` (as `--record`).
  func validate(cast: String?) throws {
    if format != nil, cast == nil {
      throw ValidationError("--cast-format needs --cast FILE.")
    }
    guard let cast else {
      if force { throw ValidationError("--force needs --cast FILE.") }
      return
    }
    if case .refused(let reason) = SafeFile.decide(cast, for: .stream, force: force) {
      throw ValidationError("--cast: \(reason)")
    }
  }
}

import ArgumentParser
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

  /// The version to write.
  var resolved: AsciicastFormat { format ?? .standard }

  /// `--cast-format` without `--cast` would do nothing: a usage error.
  func validate(cast: String?) throws {
    if format != nil, cast == nil {
      throw ValidationError("--cast-format needs --cast FILE.")
    }
  }
}

import ArgumentParser
import Foundation
import TextSafety

extension Adopt {
  /// Prints what the builds ended with and what to do next; exit status 1 when the build fails
  /// for a reason stand-ins don't answer.
  func report(_ outcome: StandInRounds.Outcome, adopted: AdoptedPackage, shown: String) throws {
    let run = "swift run --package-path \(shown) \(adopted.executable)"
    switch outcome {
    case .built(let standIns):
      Console.print(lines: [
        "",
        "\(adopted.name) builds"
          + (standIns.entries.isEmpty ? "." : " with \(Self.summary(standIns))."),
        "Try it:", "  \(run)    # the terminal UI", "  \(run) phrases    # what to say",
      ])
    case .standIns(let standIns, let others):
      var lines = [
        "", "wrote \(adopted.standInsPath): \(Self.summary(standIns)).",
        "Fill its <#placeholders#>, then:", "  swift build --package-path \(shown)",
        "  \(run)",
      ]
      if !others.isEmpty {
        lines += ["", "\(others.count) other errors, not about the app's types:"]
        lines += Self.listed(others, shown: adopted)
      }
      Console.print(lines: lines)
    case .failed(let errors, let tail):
      Console.error("\(adopted.name) doesn't build, and not for want of stand-ins:")
      Console.write(errors.isEmpty ? tail : Self.listed(errors, shown: adopted), to: 2)
      throw ExitCode(1)
    }
  }

  /// "3 stand-ins (2 types, 1 protocol), 4 members to fill".
  static func summary(_ standIns: StandIns) -> String {
    let count = standIns.entries.count
    let fill = standIns.placeholderCount
    return "\(count) stand-in\(count == 1 ? "" : "s")"
      + (fill == 0 ? ", nothing to fill" : ", \(fill) to fill")
  }

  /// Errors as the compiler prints them, paths as the developer knows them; the first 20.
  static func listed(_ errors: [CompilerDiagnostic], shown adopted: AdoptedPackage) -> [String] {
    let lines = errors.prefix(20).map {
      "  \(ShellQuoting.quote(Self.relative($0.path, adopted))):\($0.line):\($0.column): \($0.message)"
    }
    return errors.count > 20 ? lines + ["  … and \(errors.count - 20) more"] : lines
  }

  /// A compiler's path inside the package's link folder, as the app's own path.
  static func relative(_ path: String, _ adopted: AdoptedPackage) -> String {
    let marker = "/Sources/\(adopted.name)/App/"
    guard path.contains(marker) else { return path }
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let app = adopted.scan.folder.path + "/"
    return target.hasPrefix(app) ? String(target.dropFirst(app.count)) : path
  }
}

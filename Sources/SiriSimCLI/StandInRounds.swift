import ArgumentParser
import Foundation
import TextSafety

/// The builds `sirisim adopt` runs to learn the stand-ins: each build's errors about the app's
/// own types become declarations in StandIns.swift, until the target builds or a build teaches
/// nothing new (members whose types are placeholders hide what is used of them).
struct StandInRounds {
  /// What the builds ended with.
  enum Outcome {
    /// The app's target builds.
    case built(StandIns)
    /// Stand-ins were written; `others` are the errors they don't answer (outside the file).
    case standIns(StandIns, others: [CompilerDiagnostic])
    /// The build fails, and not for want of a stand-in; its log's tail when it has no error line.
    case failed([CompilerDiagnostic], tail: [String])
  }

  let package: URL
  let adopted: AdoptedPackage
  let scratchPath: String?

  /// The most builds it runs: types, then their members, then what those reveal.
  static let maximumRounds = 4

  func run() throws -> Outcome {
    var standIns = StandIns(excluding: adopted.scan.declaredTypes)
    var lines: [String: [String]] = [:]
    for round in 1...Self.maximumRounds {
      Console.print(
        round == 1
          ? "building \(adopted.name) (SiriSim too, the first time: minutes)…"
          : "building again with the stand-ins…")
      let (status, log) = try build()
      if status == 0 { return .built(standIns) }
      let errors = CompilerDiagnostic.errors(in: log)
      guard !errors.isEmpty else {
        return .failed([], tail: log.split(whereSeparator: \.isNewline).suffix(15).map(String.init))
      }
      let learned = standIns.absorb(
        errors,
        source: { path, number in
          if lines[path] == nil {
            lines[path] =
              (try? String(contentsOfFile: path, encoding: .utf8))
              .map { $0.components(separatedBy: "\n") } ?? []
          }
          // The line and a few after it, for a call whose arguments run on.
          return lines[path].flatMap {
            number - 1 < $0.count
              ? $0[(number - 1)..<min($0.count, number + 9)].joined(separator: "\n") : nil
          }
        }, shown: shown)
      let others = errors.filter { !$0.path.hasSuffix("/SiriSim/StandIns.swift") }
        .filter { !standIns.answered.contains($0) }
      guard learned else {
        return round == 1 ? .failed(errors, tail: []) : .standIns(standIns, others: others)
      }
      let text = standIns.rendered(appFolder: adopted.scan.folder.path)
      if let problem = Init.write(text, to: package.appendingPathComponent(adopted.standInsPath)) {
        Console.error(problem)
        throw ExitCode(1)
      }
      if round == Self.maximumRounds { return .standIns(standIns, others: others) }
    }
    return .standIns(standIns, others: [])
  }

  /// A path the compiler named, as the developer knows it: inside the app's folder for its
  /// files, inside the package otherwise.
  func shown(_ path: String) -> String {
    let app = adopted.scan.folder.path + "/"
    let linked = package.appendingPathComponent("Sources/\(adopted.name)/App").path + "/"
    if path.hasPrefix(linked) {
      let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      return String(
        target.hasPrefix(app) ? target.dropFirst(app.count) : path.dropFirst(linked.count))
    }
    if path.hasPrefix(app) { return String(path.dropFirst(app.count)) }
    let root = package.standardizedFileURL.path + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  /// Runs `swift build` on the app's target; its exit status and its output.
  func build() throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["swift", "build", "--package-path", package.path, "--target", adopted.name]
      // A build folder shared with other packages: SwiftPM's cached build plan may be
      // another package's, so it is made afresh.
      + (scratchPath.map { ["--scratch-path", $0, "--disable-build-manifest-caching"] } ?? [])
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      Console.error("can't run swift build: \(error.localizedDescription)")
      throw ExitCode(1)
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

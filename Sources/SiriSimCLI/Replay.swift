import ArgumentParser
import ConversationRuntime
import ConversationTranscript
import Foundation
import PlainConversation
import SafeFiles
import SiriStore
import SiriTerminal
import StrictJSON
import TextSafety

/// `sirisim replay`: checks `.siri` transcripts against this build.
struct Replay: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay .siri transcripts and check that Siri still says the same.",
    discussion: """
      Each file's "You:" lines are typed into a fresh SiriSim with the header's apps, clock, \
      locale and mode; what comes out is compared with the file line by line. A difference is \
      shown as a unified diff (the file's lines as expected, the replay's as actual). With \
      --update, the file is rewritten with what the replay said (the golden-file workflow: \
      write only the "You:" lines, then --update fills in Siri's side).

      Exits 0 when every file replays the same (or was updated), 1 when one differs, 2 when \
      one cannot be read (the message names file:line:column).
      """)

  @Argument(help: "The .siri transcripts.", completion: .file(extensions: ["siri"]))
  var files: [String]

  @Flag(help: "Rewrite each file that differs with what the replay said.")
  var update = false

  @Flag(
    help:
      "Print one JSON object a file: file, result (passed, failed, updated, malformed), diff or error."
  )
  var json = false

  @OptionGroup var phraseFolder: PhraseFolderOption

  /// `--cast`, `--gif` and `--html`: the transcript also played in the terminal UI, headless.
  @OptionGroup var outputs: PlaybackOutputOption

  func validate() throws {
    if files.isEmpty { throw ValidationError("Name at least one .siri transcript.") }
    if let (option, _) = outputs.files.first, files.count != 1 {
      throw ValidationError("\(option) records one transcript; name one file.")
    }
  }

  func run() async throws {
    let resources = phraseFolder.resources
    var worst: Int32 = 0
    for path in files {
      let report = await Self.check(path, phrases: resources, update: update)
      worst = max(worst, report.status)
      if json {
        Console.printJSON(report.json)
      } else {
        report.printed()
      }
    }
    if worst < 2, let path = files.first {
      try await Play.writeOutputs(outputs, of: path, phrases: resources, includingCast: true)
    }
    if worst != 0 { throw ExitCode(worst) }
  }

  /// Replays one file; a malformed file is a report, not a thrown error, so the others run.
  static func check(_ path: String, phrases: PhraseResources, update: Bool) async -> ReplayReport {
    let file: TranscriptFile
    let runtime: ConversationRuntime
    do throws(TranscriptError) {
      file = try TranscriptFile.read(path: path)
      // Each replay remembers into a new, empty store, as the recording session started from.
      let memory = try? SiriStore(location: .memory)
      runtime = try await file.makeRuntime(
        apps: { Registration.current.manifests(environment: $0, memory: memory) }, phrases: phrases,
        memory: memory, executable: Registration.current.executable)
    } catch {
      return ReplayReport(path: path, outcome: .malformed(error))
    }
    let result = await TranscriptReplay.replay(file, runtime: runtime)
    if result.passed { return ReplayReport(path: path, outcome: .passed(lines: file.body.count)) }
    let diff = result.diff ?? ""
    guard update else { return ReplayReport(path: path, outcome: .failed(diff: diff)) }
    // Through SafeFile: a symlinked transcript's target is updated (the link stays), and the
    // file keeps its mode and owner.
    do throws(SafeFileError) {
      if case .skipped(let reason) = try SafeFile.write(result.updated.text, to: path) {
        return ReplayReport(
          path: path,
          outcome: .malformed(
            TranscriptError(path: path, message: "cannot be rewritten (\(reason)).")))
      }
    } catch {
      return ReplayReport(
        path: path,
        outcome: .malformed(
          TranscriptError(path: path, message: "cannot be rewritten (\(error.reason)).")))
    }
    return ReplayReport(path: path, outcome: .updated(diff: diff))
  }
}

/// What `sirisim replay` says about one file.
struct ReplayReport {
  enum Outcome {
    case passed(lines: Int)
    case failed(diff: String)
    case updated(diff: String)
    case malformed(TranscriptError)
  }

  let path: String
  let outcome: Outcome

  /// The exit status this file asks for.
  var status: Int32 {
    switch outcome {
    case .passed, .updated: return 0
    case .failed: return 1
    case .malformed: return 2
    }
  }

  func printed() {
    switch outcome {
    case .passed(let lines):
      Console.print(lines: ["PASS \(path) (\(lines) lines)"])
    case .failed(let diff):
      Console.print(
        lines: ["FAIL \(path)"]
          + diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    case .updated(let diff):
      Console.print(
        lines: ["UPDATED \(path)"]
          + diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    case .malformed(let error):
      Console.error("\(error)")
    }
  }

  var json: String {
    var object: [String: Any] = ["file": path]
    switch outcome {
    case .passed(let lines):
      object["result"] = "passed"
      object["lines"] = lines
    case .failed(let diff):
      object["result"] = "failed"
      object["diff"] = diff
    case .updated(let diff):
      object["result"] = "updated"
      object["diff"] = diff
    case .malformed(let error):
      object["result"] = "malformed"
      object["error"] = [
        "line": error.diagnostic.line, "column": error.diagnostic.column,
        "message": error.diagnostic.message,
        "description": error.description,
      ]
    }
    return JSONWriter.line(object)
  }
}

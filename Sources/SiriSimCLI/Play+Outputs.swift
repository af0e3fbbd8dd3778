import ArgumentParser
import ConversationRuntime
import ConversationTranscript
import Foundation
import SiriTerminal

extension Play {
  /// Writes what `--cast`, `--gif` and `--html` ask for, each from its own headless recording
  /// of the transcript (time is virtual: made at once, played at the typing speed).
  ///
  /// - Parameters:
  ///   - outputs: The files asked for.
  ///   - path: The transcript.
  ///   - phrases: The phrase files the runtime reads.
  ///   - speed: Typing speed in characters a second (the transcript sets the size).
  ///   - pause: Seconds between turns; `nil` for the headless default.
  ///   - includingCast: Whether `--cast` is written here (`play` on a terminal records it as
  ///     it plays instead).
  static func writeOutputs(
    _ outputs: PlaybackOutputOption, of path: String, phrases: PhraseResources,
    speed: Double = PlaybackOptions.standardSpeed, pause: Double? = nil, includingCast: Bool
  ) async throws {
    if includingCast, let cast = outputs.cast {
      _ = try await record(
        path, phrases: phrases, speed: speed, pause: pause, to: cast, outputs.format)
    }
    guard outputs.rendersDemo else { return }
    var template = Array((NSTemporaryDirectory() + "/sirisim-demo.XXXXXX").utf8CString)
    guard
      let folder = template.withUnsafeMutableBufferPointer({ buffer in
        buffer.baseAddress.flatMap { mkdtemp($0) }
      })
    else {
      throw ValidationError("--gif/--html: no temporary folder could be made.")
    }
    let scratch = String(cString: folder)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    do {
      if let gif = PlaybackOutputOption.made(outputs.gif) {
        // agg reads asciicast v2.
        let cast = scratch + "/conversation-v2.cast"
        _ = try await record(path, phrases: phrases, speed: speed, pause: pause, to: cast, .v2)
        try DemoRenderer.gif(fromCast: cast, to: gif)
      }
      if let html = PlaybackOutputOption.made(outputs.html) {
        let cast = scratch + "/conversation.cast"
        let (transcript, writer) = try await record(
          path, phrases: phrases, speed: speed, pause: pause, to: cast, .v3)
        let note = try DemoRenderer.page(
          fromCast: cast, title: castTitle(of: transcript), chapters: writer.markers, to: html,
          environment: ProcessInfo.processInfo.environment)
        if let note { Console.error(note) }
      }
    } catch let failure as DemoRenderer.Failure {
      Console.error(failure.description)
      throw ExitCode(1)
    }
  }

  /// Plays the transcript headless into a recording at `cast`.
  private static func record(
    _ path: String, phrases: PhraseResources, speed: Double, pause: Double?, to cast: String,
    _ format: AsciicastFormat
  ) async throws -> (TranscriptFile, AsciicastWriter) {
    let (transcript, runtime) = try await load(path, phrases: phrases)
    let options = PlaybackOptions(
      charactersPerSecond: speed, autoDelay: pause,
      size: TerminalSize(columns: transcript.header.width, rows: transcript.header.height))
    let writer = try castWriter(
      path: cast, transcript: transcript, options: options, format: format)
    _ = try await TerminalPlayback.cast(
      runtime: runtime, inputs: transcript.inputs, options: options, to: writer)
    try checkWritten(writer)
    return (transcript, writer)
  }
}

import ConversationTranscript

/// `.siri` transcript text → `TranscriptFile`: the header's settings and their columns, the
/// inputs, the file written back (which must read back the same), the same text behind a
/// byte-order mark (which must read the same), and the diff of the body against its inputs.
enum TranscriptFuzzing {
  static func run(_ bytes: [UInt8]) {
    let file: TranscriptFile
    do {
      file = try TranscriptFile.parse(FuzzTarget.text(bytes), path: "fuzz.siri")
    } catch {
      _ = error.description
      return
    }
    _ = file.inputs
    for setting in ["apps", "now", "locale", "mode", "width", "height", "apps.0"] {
      _ = file.error(at: setting, "x").description
    }
    // What a transcript writes, it reads back as the same transcript.
    guard let again = try? TranscriptFile.parse(file.text, path: "fuzz.siri") else {
      fatalError("a written transcript does not read back")
    }
    precondition(again.header == file.header && again.body == file.body)
    // A byte-order mark before it changes nothing (and is not written back).
    guard let marked = try? TranscriptFile.parse("\u{FEFF}" + file.text, path: "fuzz.siri")
    else {
      fatalError("a transcript behind a byte-order mark does not read")
    }
    precondition(marked.header == file.header && marked.body == file.body)
    precondition(marked.text == file.text)
    _ = TranscriptDiff.unified(
      expected: Array(file.body.prefix(200)), actual: Array(file.inputs.prefix(200)),
      expectedName: "a", actualName: "b")
  }
}

#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Leaves a note for the barista: several lines, each sentence starting with a capital.
public struct LeaveBaristaNote: AppIntent {
  public static let title: LocalizedStringResource = "Leave a Note for the Barista"

  @Parameter(
    title: "Note",
    inputOptions: String.IntentInputOptions(capitalizationType: .sentences, multiline: true),
    requestValueDialog: "What should the note say?")
  public var note: String

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    let lines = note.split(separator: "\n")
    let first = lines.first.map(String.init) ?? ""
    return .result(
      dialog:
        "The barista has your note, \(lines.count) line\(lines.count == 1 ? "" : "s") starting “\(first)”"
    )
  }
}

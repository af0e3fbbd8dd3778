import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

/// An intent that asks which of its options to take.
struct EmptyTrashIntent: AppIntent {
  static let title: LocalizedStringResource = "Empty the Trash"

  static let delete = IntentChoiceOption(title: "Delete 12 Photos", style: .destructive)
  static let keep = IntentChoiceOption(title: "Keep Them")

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let choice = try await requestChoice(
      between: [.cancel, Self.delete, Self.keep], dialog: "Delete them for good?")
    return .result(dialog: choice == Self.delete ? "Deleted." : "Kept.")
  }
}

/// `requestChoice(between:dialog:)` and `IntentChoiceOption`, as Apple documents them.
@Suite struct RequestChoiceTests {
  @Test func theSystemsCancelOptionGoesLast() async throws {
    let conversation = ScriptedConversation([.pick(1)])

    _ = try await withConversation(conversation) { try await EmptyTrashIntent().perform() }

    guard case .choice(let titles, let dialog) = conversation.requests.first else {
      Issue.record("no choice was asked: \(conversation.requests)")
      return
    }
    #expect(titles == ["Delete 12 Photos", "Keep Them", "Cancel"])
    #expect(dialog?.full.defaultValue == "Delete them for good?")
  }

  @Test func theOptionChosenIsReturned() async throws {
    let deleted = try await withConversation(ScriptedConversation([.pick(0)])) {
      try await EmptyTrashIntent().perform()
    }
    let kept = try await withConversation(ScriptedConversation([.pick(1)])) {
      try await EmptyTrashIntent().perform()
    }

    #expect(deleted.resultParts.dialog?.full.defaultValue == "Deleted.")
    #expect(kept.resultParts.dialog?.full.defaultValue == "Kept.")
  }

  @Test func choosingTheSystemsCancelOptionThrowsACancellationError() async {
    await #expect(throws: CancellationError.self) {
      try await withConversation(ScriptedConversation([.pick(2)])) {
        try await EmptyTrashIntent().perform()
      }
    }
  }

  @Test func optionsWithTheSameTitleAreStillTwoOptions() {
    let first = IntentChoiceOption(title: "Later")
    let second = IntentChoiceOption(title: "Later")

    #expect(first != second)
    #expect(first == first)
    #expect(IntentChoiceOption.cancel == .cancel)
    #expect(first.style == .default)
    #expect(IntentChoiceOption.cancel.style == .cancel)
  }
}

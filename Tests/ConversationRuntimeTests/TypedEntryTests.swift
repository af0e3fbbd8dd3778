import ConversationRuntime
import ConversationTestSupport
import Foundation
import OpenAppIntents
import Testing

/// What `inputOptions:`, `supportedContentTypes:`, `kind:` and `size:` do to Siri's questions
/// and to the answers she takes, through the runtime.
@Suite struct TypedEntryTests {
  /// Says `utterance` to the Vault, answering with `replies`; returns the front end.
  static func talk(_ utterance: String, _ replies: [String]) async -> AnsweringFrontEnd {
    let runtime = await VaultFixture.runtime()
    let frontEnd = AnsweringFrontEnd(replies.map { .text($0) })
    await runtime.handle(utterance, with: frontEnd)
    return frontEnd
  }

  @Test func aNumberPadTakesDigitsOnlyAndSaysSo() async {
    let frontEnd = await Self.talk("Enter my PIN in Vault", ["12a4", "1234"])
    #expect(frontEnd.prompts.first?.valuePrompt?.entry.digitsOnly == true)
    #expect(frontEnd.spokenTexts.contains("Sorry, the pin takes digits only."))
    #expect(frontEnd.spokenTexts.last == "PIN 1234 accepted.")
  }

  @Test func wordsCapitalizationIsApplied() async {
    let frontEnd = await Self.talk("Label a box in Vault", ["winter coats and hats"])
    #expect(frontEnd.spokenTexts.last == "Labelled Winter Coats And Hats.")
  }

  @Test func aMultilineAnswerKeepsItsLines() async {
    let frontEnd = await Self.talk("Write a note in Vault", ["first line\nsecond\u{7}line\nthird"])
    #expect(frontEnd.prompts.first?.valuePrompt?.entry.multiline == true)
    #expect(frontEnd.spokenTexts.last == "Noted 3 lines.")
  }

  @Test func aTimeKindAsksWhatTimeAndReadsTimes() async {
    let frontEnd = await Self.talk("Set an alarm in Vault", ["tomorrow", "at 7 pm"])
    #expect(frontEnd.promptTexts.first == "What time? (Alarm Time)")
    #expect(frontEnd.spokenTexts.contains("Sorry, I need a time, such as 7 pm or 7:30."))
    // The fixture's clock is 2026-09-21T14:13:20Z.
    #expect(frontEnd.spokenTexts.last == "Alarm set for 2026-09-21T19:00:00Z.")
  }

  @Test(arguments: [
    ("7:30", "2026-09-21T07:30:00Z"), ("19h05", "2026-09-21T19:05:00Z"),
    ("tomorrow at 9", "2026-09-22T09:00:00Z"), ("noon", "2026-09-21T12:00:00Z"),
    ("12 am", "2026-09-21T00:00:00Z"),
  ])
  func timesAreRead(_ typed: String, _ expected: String) async {
    let frontEnd = await Self.talk("Set an alarm in Vault", [typed])
    #expect(frontEnd.spokenTexts.last == "Alarm set for \(expected).")
  }

  @Test func aFileOfAnotherTypeIsRefusedWithWhatIsExpected() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-typed-entry-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let photo = folder.appendingPathComponent("photo.png")
    let notes = folder.appendingPathComponent("notes.txt")
    try Data([1, 2, 3]).write(to: photo)
    try Data("hello".utf8).write(to: notes)
    let missing = folder.appendingPathComponent("gone.pdf").path

    let frontEnd = await Self.talk(
      "Store a document in Vault", [photo.path, missing, folder.path, "/dev/zero", notes.path])
    #expect(frontEnd.prompts.first?.valuePrompt?.entry.hint == "a file path: a PDF or a text file")
    #expect(
      frontEnd.spokenTexts.contains(
        "Sorry, photo.png isn't a PDF or a text file. Please give a PDF or a text file."))
    #expect(
      frontEnd.spokenTexts.contains(
        "Sorry, there's no file at \(missing). Please give the path of a file."))
    #expect(frontEnd.spokenTexts.contains("Sorry, I can't read \(folder.path): it is a folder."))
    // A device is refused unread: /dev/zero would be read without end.
    #expect(
      frontEnd.spokenTexts.contains(
        "Sorry, I can't read /dev/zero: it is a character device, not a file."))
    #expect(frontEnd.spokenTexts.last == "Stored notes.txt, 5 bytes.")
  }

  @Test func aListLongerThanItsSizeIsRefused() async {
    let frontEnd = await Self.talk("Pick guards in Vault", ["Ann, Bo and Cy", "Ann and Bo"])
    #expect(frontEnd.spokenTexts.contains("Sorry, that's 3; Guards takes at most 2."))
    #expect(frontEnd.spokenTexts.last == "Guards: Ann, Bo.")
  }
}

import ConversationTranscript
import Testing

/// The unified diff `replay` prints: both lines of a change, numbered as the file numbers them.
struct TranscriptDiffTests {
  static let expected = (1...12).map { "line \($0)" }

  @Test func sameLinesHaveNoDiff() {
    #expect(
      TranscriptDiff.unified(
        expected: Self.expected, actual: Self.expected, expectedName: "a", actualName: "b") == nil)
  }

  @Test func aChangedWordShowsBothLinesWithContextAndFileLineNumbers() throws {
    var actual = Self.expected
    actual[5] = "line six"
    let diff = try #require(
      TranscriptDiff.unified(
        expected: Self.expected, actual: actual, expectedName: "t.siri (expected)",
        actualName: "t.siri (replayed)", lineOffset: 1))
    #expect(
      diff == """
        --- t.siri (expected)
        +++ t.siri (replayed)
        @@ -4,7 +4,7 @@
         line 3
         line 4
         line 5
        -line 6
        +line six
         line 7
         line 8
         line 9
        """)
  }

  @Test func insertionsAndDeletionsFarApartAreTwoHunks() throws {
    var actual = Self.expected
    actual.remove(at: 1)
    actual.append("line 13")
    let diff = try #require(
      TranscriptDiff.unified(
        expected: Self.expected, actual: actual, expectedName: "a", actualName: "b"))
    #expect(
      diff == """
        --- a
        +++ b
        @@ -1,5 +1,4 @@
         line 1
        -line 2
         line 3
         line 4
         line 5
        @@ -10,3 +9,4 @@
         line 10
         line 11
         line 12
        +line 13
        """)
  }

  @Test func linesAddedToAnEmptyFileStartAtLineOne() throws {
    let diff = try #require(
      TranscriptDiff.unified(expected: [], actual: ["Siri: hi"], expectedName: "a", actualName: "b")
    )
    #expect(diff == "--- a\n+++ b\n@@ -0,0 +1 @@\n+Siri: hi")
  }
}

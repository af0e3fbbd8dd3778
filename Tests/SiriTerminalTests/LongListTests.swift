import ConversationRuntime
import ConversationTestSupport
import SiriTerminal
import TerminalTestSupport
import Testing

/// A long pick list at 80×24 (Trails' 17 locations): the person's last words and Siri's
/// question stay on screen, the list scrolls inside the pane with a count, every row keeps its
/// number in the whole list, and the filter matches letters in order, as fzf does.
@Suite(.timeLimit(.minutes(1)))
struct LongListTests {
  /// The UI over Trails (logged in), at the location question of SuggestTrails.
  static func atLocations(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) async
    -> ScriptedTerminal
  {
    var ui = await ScriptedTerminal(
      runtime: TrailsFixture.make(loggedIn: true, trailsOnly: true).runtime, size: size)
    await ui.say(":run SuggestTrails")
    ui.type("3")
    ui.press(.enter)
    await ui.settle()
    return ui
  }

  static func rowOf(_ text: String, in frame: Frame) -> Int? {
    (0..<frame.size.rows).first { frame.rowText($0).contains(text) }
  }

  @Test func theLastWordsAndTheQuestionStayOnScreenAbove17Rows() async throws {
    let ui = await Self.atLocations()
    guard case .valueEntry(let pane) = ui.state.pane else {
      Issue.record("Expected the location question, got \(String(describing: ui.state.pane))")
      return
    }
    #expect(pane.list.items.count == 17)
    let frame = ui.frame
    let answer = try #require(Self.rowOf("You   Hiking", in: frame))
    let question = try #require(Self.rowOf("Please provide a location.", in: frame))
    #expect(answer < question)
    #expect(frame.text.contains("  1 El Dorado National Forest"))
    #expect(frame.text.contains("17 Yosemite National Park") || frame.text.contains("of 17"))
  }

  @Test func aListTooLongForThePaneScrollsInsideItWithACount() async throws {
    var ui = await Self.atLocations(size: TerminalSize(columns: 80, rows: 16))
    let frame = ui.frame
    #expect(Self.rowOf("You   Hiking", in: frame) != nil)
    #expect(Self.rowOf("Please provide a location.", in: frame) != nil)
    #expect(frame.text.contains("↓ rows 1–"))
    #expect(frame.text.contains("of 17"))
    ui.type("17")
    #expect(ui.frame.text.contains("▸ 17 Yosemite National Park"))
    #expect(ui.frame.text.contains("↑ rows "))
  }

  @Test func rowsPastNineAreNumberedAndTypingSeventeenPicksTheSeventeenth() async {
    var ui = await Self.atLocations()
    ui.type("17")
    let frame = ui.frame
    #expect(frame.text.contains("▸ 17 Yosemite National Park"))
    #expect(frame.text.contains("  10 Pacifica, CA"))
    #expect(Self.rowOf("You   Hiking", in: frame) != nil)
  }

  @Test func aFilterKeepsEachRowsNumberInTheWholeList() async {
    var ui = await Self.atLocations()
    ui.type("yosem")
    let frame = ui.frame
    #expect(frame.text.contains("▸ 17 Yosemite National Park"))
    #expect(frame.text.contains("1/17"))
    #expect(!frame.text.contains("El Dorado"))
  }

  @Test func thePaneKeepsItsWidthWhileTheFilterIsTyped() async {
    var ui = await Self.atLocations()
    func borderWidth(_ frame: Frame) -> Int? {
      Self.rowOf("┌─ Trails", in: frame).map {
        frame.rowText($0).trimmingCharacters(in: .whitespaces).count
      }
    }
    let before = borderWidth(ui.frame)
    ui.type("lake")
    #expect(ui.frame.text.contains("Lake Tahoe"))
    #expect(borderWidth(ui.frame) == before)
  }

  @Test func lettersInOrderFindClamChowderAndAreMarked() async {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    ui.type("chwdr")
    let frame = ui.frame
    #expect(frame.text.contains("2/4"))
    let row = (0..<24).first { frame.rowText($0).contains("▸ 1 Manhattan Clam Chowder") }
    guard let row else {
      Issue.record("No highlighted Manhattan Clam Chowder:\n\(frame.text)")
      return
    }
    let text = Array(frame.rowText(row))
    let marked = text.indices.filter { frame[row, $0].role == .selectedMatch }.map { text[$0] }
    #expect(String(marked) == "Chwdr")
  }

  @Test func aCancelWordIsNeverTakenForScatteredLetters() {
    let soups = ["Manhattan Clam Chowder", "New England Clam Chowder"].map {
      ChoiceItem(title: $0, subtitle: "Contains: Clams, tomatoes")
    }
    #expect(ChoiceFilter.matches("cancel", in: soups).isEmpty)
    #expect(ChoiceFilter.matches("chwdr", in: soups) == [0, 1])
    #expect(ChoiceFilter.matches("17", in: soups).isEmpty)
  }
}

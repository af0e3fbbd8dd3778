import ConversationRuntime
import SiriTerminal
import Testing

struct ChoiceFilterTests {
  let soups = [
    ChoiceItem(title: "Manhattan Clam Chowder", subtitle: "Contains: Clams, tomatoes"),
    ChoiceItem(title: "New England Clam Chowder", subtitle: "Contains: Clams"),
    ChoiceItem(title: "Crème Brûlée Soup"),
  ]

  @Test func emptyFilterKeepsEverything() {
    #expect(ChoiceFilter.matches("", in: soups) == [0, 1, 2])
    #expect(ChoiceFilter.matches("   ", in: soups) == [0, 1, 2])
  }

  @Test func substringsAndWordPrefixesMatchIgnoringCaseAndAccents() {
    #expect(ChoiceFilter.matches("CLAM", in: soups) == [0, 1])
    #expect(ChoiceFilter.matches("new eng", in: soups) == [1])
    #expect(ChoiceFilter.matches("tomat", in: soups) == [0])
    #expect(ChoiceFilter.matches("creme brulee", in: soups) == [2])
  }

  @Test func ordinalsMatchNothingSoTheyGoToTheRuntime() {
    #expect(ChoiceFilter.matches("the second one", in: soups).isEmpty)
  }
}

struct PickListTests {
  @Test func highlightMovesWithinTheVisibleRows() {
    var list = PickList(
      items: ["Ferry Building", "Civic Center", "Fisherman's Wharf"].map { ChoiceItem(title: $0) },
      highlightsFirst: true)
    list.highlightNext()
    list.highlightNext()
    list.highlightNext()
    #expect(list.highlightedItem == 2)
    list.field.insert("f")
    list.filterChanged(always: true)
    #expect(list.visible == [0, 2])
    #expect(list.highlightedItem == 0)
    list.highlightPrevious(canLeave: false)
    #expect(list.highlighted == 0)
    list.highlightPrevious(canLeave: true)
    #expect(list.highlighted == nil)
  }

  @Test func aDestructiveChoiceIsMarkedRedAndNeverHighlightedFirst() {
    let list = PickList(
      choices: [
        PromptChoice(id: "1", title: "Cancel Order 101", style: .destructive),
        PromptChoice(id: "2", title: "Keep It", style: .cancel),
      ],
      highlightsFirst: true)
    let lines = PickListLayout.lines(for: list, numbered: true, width: 40).lines

    #expect(list.highlightedItem == 1)
    #expect(lines[0].spans.map(\.text).joined().hasPrefix("  1 ⚠ Cancel Order 101"))
    #expect(lines[0].spans.first?.role == .destructiveItem)
    #expect(lines[1].spans.map(\.text).joined().hasPrefix("▸ 2 Keep It"))
  }

  @Test func valueListHighlightsOnlyWhenSomethingIsTyped() {
    var list = PickList(items: [ChoiceItem(title: "Tomato Soup")], highlightsFirst: false)
    #expect(list.highlighted == nil)
    list.field.insert("tom")
    list.filterChanged(always: false)
    #expect(list.highlightedItem == 0)
    list.field.replace(with: "")
    list.filterChanged(always: false)
    #expect(list.highlighted == nil)
  }
}

import ConversationSession
import Testing

/// The `:` commands for Siri's memory, read the same way by every front end.
@Suite struct MemoryCommandTests {
  @Test func addToSiriTakesThePhraseAsTyped() {
    #expect(
      SessionCommand(line: ":add-to-siri Soup time")
        == SessionCommand(AddToSiriCommand("Soup time")))
    #expect(
      SessionCommand(line: "  :add-to-siri   Clam chowder time ")
        == SessionCommand(AddToSiriCommand("Clam chowder time"))
    )
  }

  @Test func addToSiriWithoutAPhraseSaysHow() {
    #expect(
      SessionCommand(line: ":add-to-siri") == SessionCommand(InvalidCommand(AddToSiriCommand.usage))
    )
  }

  @Test func suggestionsListsAndSuggestionRunsTheFirstOrTheNumberGiven() {
    #expect(SessionCommand(line: ":suggestions") == SessionCommand(SuggestionsCommand()))
    #expect(SessionCommand(line: ":suggestion") == SessionCommand(SuggestionCommand(1)))
    #expect(SessionCommand(line: ":suggestion 3") == SessionCommand(SuggestionCommand(3)))
  }

  @Test(arguments: [":suggestion 0", ":suggestion two", ":suggestion -1"])
  func aSuggestionNumberMustBeAPositiveNumber(line: String) {
    #expect(
      SessionCommand(line: line)
        == SessionCommand(InvalidCommand("Say which suggestion by its number: “:suggestion 2”."))
    )
  }

  @Test func theHelpListsTheMemoryCommands() {
    let commands = SessionCommand.summaries.map(\.command)
    #expect(commands.contains(":add-to-siri PHRASE"))
    #expect(commands.contains(":suggestions"))
    #expect(commands.contains(":suggestion [N]"))
  }
}

import ConversationSession
import Testing

/// Every command in `SessionCommand.all` keeps the same contract: names of its own, a line in
/// `:help` under its first name, and a line with its name read as that command (or as a usage
/// message when it needs words after it). A new command is checked here without a new test.
@Suite struct CommandConformanceTests {
  @Test func everyNameBelongsToOneCommand() {
    let names = SessionCommand.all.flatMap { $0.names }
    #expect(!names.isEmpty)
    #expect(Set(names).count == names.count, "a name shared: \(names.sorted())")
    #expect(names.allSatisfy { $0 == $0.lowercased() && !$0.contains(" ") && !$0.isEmpty })
  }

  @Test func everyCommandHasHelpUnderItsFirstName() throws {
    for command in SessionCommand.all {
      let first = try #require(command.names.first, "\(command) has no name")
      #expect(!command.help.isEmpty, "\(command) has no help line")
      for line in command.help {
        #expect(line.command.hasPrefix(":" + first), "\(line.command) is not under :\(first)")
        #expect(!line.summary.isEmpty)
      }
    }
    #expect(SessionCommand.summaries.count == SessionCommand.all.map { $0.help.count }.reduce(0, +))
  }

  @Test func everyNameReadsAsItsCommand() throws {
    for command in SessionCommand.all {
      for name in command.names {
        let read = try #require(SessionCommand(line: ":\(name)"), ":\(name) read as an utterance")
        if let invalid = read.action as? InvalidCommand {
          // Needs words after it: says how to use it, never that it doesn't exist.
          #expect(!invalid.message.isEmpty)
          #expect(!invalid.message.hasPrefix("Unknown command"), ":\(name): \(invalid.message)")
        } else {
          #expect(type(of: read.action) == command, ":\(name) read as \(type(of: read.action))")
        }
        let shouted = try #require(SessionCommand(line: "  :\(name.uppercased())  "))
        #expect(shouted == read, "names are read whatever the case")
      }
    }
  }

  @Test func anUnknownNameIsReadAsAnInvalidCommandThatSaysSo() throws {
    let read = try #require(SessionCommand(line: ":frobnicate now"))
    let invalid = try #require(read.action as? InvalidCommand)
    #expect(invalid.message == "Unknown command “:frobnicate”. Type :help for the commands.")
    #expect(SessionCommand(line: "frobnicate") == nil, "without a colon it is an utterance")
  }

  @Test func wordsAfterACommandThatTakesNoneAreRefusedByName() throws {
    for name in ["lock", "unlock", "undo", "redo"] {
      let read = try #require(SessionCommand(line: ":\(name) now"))
      let invalid = try #require(read.action as? InvalidCommand, ":\(name) now was accepted")
      #expect(invalid.message == ":\(name) takes no words after it.")
    }
  }
}

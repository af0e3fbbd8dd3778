import CLITestSupport
import Testing

/// Book Library through the built `sirisim`: shelves, adding and buying books, `--then`.
@Suite struct BookLibraryConversationTests {
  @Test func opensShelvesByNameAndAlternativeName() throws {
    let run = try sirisim().run(
      ["--now", now],
      input: typed(
        "Open Want to Read in Book Library", "Show my currently reading shelf in Library"))
    expectLines(
      [
        "[Book Library opened: Want to Read — One Hundred Years of Solitude, Sense and Sensibility, Moby-Dick,",
        "[Book Library opened: Currently Reading — Dune, Frankenstein, The Left Hand of Darkness]",
      ], in: run.output)
  }

  @Test func addsABookAskingWhoWroteIt() throws {
    let run = try sirisim().run(
      ["--now", now], input: typed("Add a book to Book Library", "Darkness", "Joseph Conrad"))
    expectLines(
      [
        "Siri: What's the title?", "Siri: Who wrote the book?",
        "[Book Library opened: Heart of Darkness by Joseph Conrad]",
      ], in: run.output)
  }

  @Test func addsABookNamedInTheUtterance() throws {
    let run = try sirisim().run(
      ["--now", now],
      input: typed("Add Beloved by Toni Morrison to Book Library, recommended by Sam"))
    expectLines(["[Book Library opened: Beloved by Toni Morrison]"], in: run.output)
  }

  @Test func saysABookTheCatalogLacksIsNotFound() throws {
    let run = try sirisim().run(
      ["--now", now], input: typed("Add a book to Book Library", "Zzyzx Road Atlas"))
    expectLines(["Siri: Book Not Found"], in: run.output)
  }

  @Test func buysTwoCopiesOfDune() throws {
    let run = try sirisim().run(
      ["--now", now], input: typed("Buy Dune from Book Library", "2", "yes"))
    expectLines(
      [
        "Siri: How many? (Count)", "Siri: Are you ready to order?", "[Order]  [Cancel]",
        "Siri: Thank you for your order!", "2 × Dune",
      ], in: run.output)
  }

  @Test func neverOpensAShelfSaidToAnotherApp() throws {
    let run = try sirisim().run(["--now", now], input: typed("Open Want to Read in Trails"))
    #expect(!run.output.contains("opened"))
    expectLines(["Trails hasn't added support for that with Siri."], in: run.output)
  }

  @Test func opensTheAddedBookThen() throws {
    let run = try sirisim().run(
      ["run", "AddBook", "title=Dune", "--then", "OpenBook", "book=@result", "--now", now])
    expectLines(["[Book Library opened: Dune by Frank Herbert]"], in: run.output)
  }

  @Test func refusesAThenResultOfAnotherType() throws {
    let run = try sirisim().run(
      [
        "run", "BuyBook", "book=Dune", "count=1", "--then", "OpenBook", "book=@result", "--now",
        now,
      ])
    expectLines(["OpenBook's book takes a Book, but BuyBook returns an Order."], in: run.combined)
  }

  @Test func runsThenInPlainMode() throws {
    let run = try sirisim().run(
      ["--now", now], input: typed(#":run AddBook title="The Hobbit" --then OpenBook book=@result"#)
    )
    expectLines(["[Book Library opened: The Hobbit by J. R. R. Tolkien]"], in: run.output)
  }

  @Test func explainsTheLastMatch() throws {
    let run = try sirisim().run(
      ["--now", now], input: typed("Order tomato soup from Soup Chef", "cancel", ":why"))
    expectLines(["why “Order tomato soup from Soup Chef” (threshold 0.700):"], in: run.output)
  }
}

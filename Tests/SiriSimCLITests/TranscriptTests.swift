import CLITestSupport
import Foundation
import Testing

/// `.siri` transcripts through the built `sirisim`: recorded, replayed, updated, and played
/// into casts and pages without a terminal.
@Suite struct TranscriptTests {
  static let order = typed("Order clam chowder from Soup Chef", "2", "ferry", "yes")

  /// A sandbox holding `order.siri`, recorded from a clam chowder order.
  func recorded() throws -> (CommandSandbox, String) {
    let sandbox = try sirisim()
    let siri = sandbox.path("order.siri")
    let run = try sandbox.run(
      ["converse", "--app", "Soup Chef", "--now", now, "--record", siri], input: Self.order)
    #expect(run.status == 0, "\(run.combined)")
    return (sandbox, siri)
  }

  @Test func recordsWhatPlainModePrints() throws {
    let (sandbox, siri) = try recorded()
    let file = try String(contentsOfFile: siri, encoding: .utf8)
    let header = file.prefix { $0 != "\n" }
    #expect(
      header.hasPrefix("# sirisim 1 · apps: Soup Chef · now: \(now) · locale: en · mode: display"))
    let plain = try sandbox.run(
      ["converse", "--app", "Soup Chef", "--now", now], input: Self.order)
    #expect(file.dropFirst(header.count + 1) == plain.output[...])
    expectLines(["You: ferry", "order will be ready in 10 minutes."], in: file)
  }

  /// A cast the disk would not take whole (`/dev/full`) fails the command and says so.
  @Test func aCastTheDiskRefusesFailsTheReplay() throws {
    let (sandbox, siri) = try recorded()
    let run = try sandbox.run(["replay", siri, "--cast", "/dev/full"])
    #expect(run.status == 1)
    expectLines(
      ["--cast: /dev/full: no space left on device; the recording stops there."],
      in: run.combined)
  }

  @Test func replaysAChangedTranscriptAsADiffThenUpdatesIt() throws {
    let (sandbox, siri) = try recorded()
    #expect(try sandbox.run(["replay", siri]).output.contains("PASS \(siri)"))
    let file = try String(contentsOfFile: siri, encoding: .utf8)
    try file.replacingOccurrences(of: "ready in 10 minutes", with: "ready in 12 minutes")
      .write(toFile: siri, atomically: true, encoding: .utf8)
    let diff = try sandbox.run(["replay", siri])
    #expect(diff.status == 1)
    expectLines(
      [
        "-Siri: Your total is $3.75. Your New England Clam Chowder order will be ready in 12 minutes.",
        "+Siri: Your total is $3.75. Your New England Clam Chowder order will be ready in 10 minutes.",
        "@@ -",
      ], in: diff.output)
    let json = try sandbox.run(["replay", "--json", siri])
    #expect(json.status == 1)
    expectLines([#""result":"failed""#], in: json.output)
    #expect(try sandbox.run(["replay", "--update", siri]).status == 0)
    #expect(try sandbox.run(["replay", siri]).status == 0)
  }

  @Test func reportsAMalformedFileAndRunsTheOthers() throws {
    let (sandbox, siri) = try recorded()
    let bad = try sandbox.write(
      "# sirisim 1 · apps: Soup Chef · now: noon\nYou: hi\n", to: "bad.siri")
    let run = try sandbox.run(["replay", bad, siri])
    #expect(run.status == 2)
    expectLines(["bad.siri:1:38: “now” wants an ISO 8601 time", "PASS \(siri)"], in: run.combined)
  }

  @Test func fillsInSiriSideKeepingComments() throws {
    let sandbox = try sirisim()
    let golden = try sandbox.write(
      "# sirisim 1 · apps: Soup Chef · now: \(now)\n# only the typed lines\n"
        + "You: Order tomato soup from Soup Chef\nYou: Ferry Building\nYou: yes\n",
      to: "golden.siri")
    #expect(try sandbox.run(["replay", "--update", golden]).status == 0)
    expectLines(
      ["Tomato Soup order will be ready", "# only the typed lines"],
      in: try String(contentsOfFile: golden, encoding: .utf8))
  }

  @Test func recordsFromTheMiddleOfASession() throws {
    let sandbox = try sirisim()
    let mid = sandbox.path("mid.siri")
    let run = try sandbox.run(
      ["converse", "--app", "Soup Chef", "--now", now],
      input: typed(
        "Order tomato soup from Soup Chef", "ferry", "yes", ":record \(mid)",
        "Order soup from Soup Chef", "cancel", ":stop", "quit"))
    expectLines(
      [
        "Recording to \(mid), from the start of this session.", "Recording stopped: \(mid).",
      ], in: run.combined)
    #expect(try sandbox.run(["replay", mid]).status == 0)
  }

  @Test func recordsARunInJSONAsItsRunCommand() throws {
    let sandbox = try sirisim()
    let siri = sandbox.path("run.siri")
    _ = try sandbox.run(
      [
        "run", "OrderSoup", "soup=clam", "storeLocation=Ferry Building", "--json", "--now", now,
        "--record", siri,
      ], input: typed(#"{"reply":"choice","index":1}"#, #"{"reply":"confirm","value":true}"#))
    expectLines(
      [#":run OrderSoup soup=clam storeLocation="Ferry Building""#],
      in: try String(contentsOfFile: siri, encoding: .utf8))
    #expect(try sandbox.run(["replay", siri]).status == 0)
    let again = try sandbox.run(["converse", "--record", siri])
    #expect(again.status == 2)
    expectLines(["is there already. Add --force to replace it"], in: again.combined)
    #expect(try sandbox.run(["converse", "--record", siri, "--force"]).status == 0)
  }

  @Test func playsIntoAnAsciicastWithoutATerminal() throws {
    let (sandbox, siri) = try recorded()
    let cast = sandbox.path("headless.cast")
    #expect(try sandbox.run(["play", "--cast", cast, siri]).status == 0)
    let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
    #expect(lines.first?.hasPrefix(#"{"version": 3, "term": {"cols": 80, "rows": 24"#) == true)
    #expect(lines.dropFirst().first?.contains(#""o", ""#) == true)
    #expect(lines.contains { $0.contains(#""m", "turn 1: Order clam chowder…""#) })
    #expect(lines.last?.hasSuffix(#""x", "0"]"#) == true)
    #expect(!lines.contains { $0.contains("[?1049") }, "an alternate screen")
    let twice = try sandbox.run(["play", "--cast", cast, siri])
    #expect(twice.status == 2)
    expectLines(["--cast: “\(cast)” is there already. Add --force"], in: twice.combined)
    #expect(try sandbox.run(["play", "--force", "--cast", cast, siri]).status == 0)
    #expect(try sandbox.run(["play", "--force", siri]).status == 2)
  }

  @Test func playsIntoAnAsciicastV2() throws {
    let (sandbox, siri) = try recorded()
    let cast = sandbox.path("v2.cast")
    #expect(try sandbox.run(["play", "--cast", cast, "--cast-format", "v2", siri]).status == 0)
    expectLines(
      [#"{"version": 2, "width": 80, "height": 24"#],
      in: try String(contentsOfFile: cast, encoding: .utf8))
  }

  @Test func refusesACastItCannotWrite() throws {
    let (sandbox, siri) = try recorded()
    let run = try sandbox.run(["play", "--cast", "/nonexistent-folder/a.cast", siri])
    #expect(run.status == 2)
    expectLines(["/nonexistent-folder/a.cast: cannot be written"], in: run.combined)
    let bad = try sandbox.write("# sirisim 1 · apps: Soup Chef · now: noon\n", to: "bad.siri")
    let malformed = try sandbox.run(["play", "--cast", sandbox.path("x.cast"), bad])
    #expect(malformed.status == 2)
    expectLines(["bad.siri:1:38:"], in: malformed.combined)
  }

  /// A GIF or a page is made whole, so a FIFO is refused before anything is recorded, and the
  /// null device means "make nothing" (exit 0), as it does for `--cast`.
  @Test func refusesAStreamForAPageAndMakesNothingForTheNullDevice() throws {
    let (sandbox, siri) = try recorded()
    let fifo = sandbox.path("page.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    let refused = try sandbox.run(["play", "--html", fifo, siri])
    #expect(refused.status == 2)
    expectLines(
      ["--html: \(fifo) is a FIFO (a pipe); a GIF or a page is made whole"], in: refused.combined)
    for option in ["--html", "--gif", "--cast"] {
      let off = try sandbox.run(["play", option, "/dev/null", siri])
      #expect(off.status == 0, "\(option) /dev/null: \(off.combined)")
      #expect(off.combined.isEmpty, "\(option) /dev/null: \(off.combined)")
    }
  }

  @Test func replaysIntoACastAndAPage() throws {
    let (sandbox, siri) = try recorded()
    let cast = sandbox.path("replay.cast")
    let run = try sandbox.run(["replay", "--cast", cast, siri])
    #expect(run.status == 0)
    expectLines(["PASS \(siri)"], in: run.output)
    let recording = try String(contentsOfFile: cast, encoding: .utf8)
    expectLines(
      ["Order Confirmed", #""title": "Soup Chef: Order clam chowder from Soup Chef""#],
      in: recording)
    let page = sandbox.path("page.html")
    #expect(try sandbox.run(["replay", "--html", page, siri]).status == 0)
    expectLines(
      ["Order Confirmed", #"<button data-marker="3">turn 4: yes</button>"#],
      in: try String(contentsOfFile: page, encoding: .utf8))
    expectLines(
      ["v2 for asciinema 2.x"], in: try sandbox.run(["replay", "--help"]).output)
  }

  /// A transcript of an app another executable holds (Examples/CoffeeShop's coffee-siri) is a
  /// usage error naming the app and the executable to use.
  @Test func sendsAnotherExecutablesTranscriptToThatExecutable() throws {
    let latte = repositoryRoot.appendingPathComponent(
      "Examples/CoffeeShop/Transcripts/order-a-latte.siri")
    let run = try sirisim().run(["replay", latte.path])
    #expect(run.status == 2)
    expectLines(
      [
        "needs the app “Coffee Corner”, which sirisim doesn't have",
        "run `coffee-siri replay` on it",
      ], in: run.combined)
  }
}

import Foundation
import Testing
import TextSafety

@Suite struct ShellQuotingTests {
  @Test func safeWordsStayBare() {
    #expect(ShellQuoting.quote("quantity=2") == "quantity=2")
    #expect(ShellQuoting.quote("OrderSoup") == "OrderSoup")
    #expect(ShellQuoting.quote("a/b.c,d:e@f%g+h-i_j") == "a/b.c,d:e@f%g+h-i_j")
    #expect(
      ShellQuoting.command(["sirisim", "run", "OrderSoup", "quantity=2"])
        == "sirisim run OrderSoup quantity=2")
  }

  @Test func otherWordsAreSingleQuotedWhole() {
    #expect(ShellQuoting.quote("soup=Tomato Soup") == "'soup=Tomato Soup'")
    #expect(ShellQuoting.quote("") == "''")
    #expect(
      ShellQuoting.quote("deliveryLocation=1 Main St $(x)") == "'deliveryLocation=1 Main St $(x)'")
    #expect(ShellQuoting.quote("it's") == #"'it'\''s'"#)
    #expect(ShellQuoting.quote("~") == "'~'")
    #expect(ShellQuoting.quote("Café") == "'Café'")
  }

  /// A quote followed by a combining mark is one Character but still a quote to the shell.
  @Test func aQuoteWithACombiningMarkIsStillEscaped() {
    #expect(ShellQuoting.quote("a'\u{301}b") == "'a'\\''\u{301}b'")
  }

  /// Hostile values, each read back by a real `/bin/sh` exactly as given, running nothing.
  @Test func aShellReadsTheQuotedWordsBackExactly() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ShellQuotingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let marker = folder.appendingPathComponent("PWNED").path
    let words = [
      "OrderSoup", "quantity=2", "soup=Tomato Soup",
      "deliveryLocation=1 Main St $(touch \(marker))",
      "x=`touch \(marker)`", #"a="quoted" \back\slash"#, "it's 'single' ''", "$HOME ${PATH} $1 $@",
      "semi;colon&amp|pipe>file<in", "*?[glob]", "~root", "#comment", "!bang", "", " ",
      "tab\tbreak",
      "line\nbreak", "Café 🍲 \u{202E}rtl", "a'\u{301}b",
    ]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.currentDirectoryURL = folder
    process.arguments = ["-c", #"printf '%s\0' "# + ShellQuoting.command(words)]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()

    #expect(process.terminationStatus == 0)
    let echoed = data.split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
      String(decoding: $0, as: UTF8.self)
    }
    #expect(echoed == words)
    #expect(!FileManager.default.fileExists(atPath: marker))
  }
}

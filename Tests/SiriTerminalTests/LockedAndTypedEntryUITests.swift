import ConversationRuntime
import ConversationTestSupport
import SiriTerminal
import TerminalTestSupport
import Testing

/// The terminal UI on a locked device and in the value panes of typed entries: the header's
/// mark, the unlock question, a multiline field (Enter adds a line, ^D sends), a number pad.
@Suite(.timeLimit(.minutes(1)))
struct LockedAndTypedEntryUITests {
  static func screen(_ terminal: ScriptedTerminal) -> [String] {
    let frame = TerminalRenderer.render(terminal.state, size: terminal.state.size)
    return (0..<terminal.state.size.rows).map { frame.rowText($0) }
  }

  @Test func theHeaderMarksALockedDeviceUntilTheUnlockAnswer() async {
    var terminal = await ScriptedTerminal(runtime: await VaultFixture.runtime(locked: true))
    #expect(Self.screen(terminal)[0].contains("locked"))

    await terminal.say("Open the Vault")
    guard case .confirmation(let pane) = terminal.state.pane else {
      Issue.record("Siri should ask to unlock, not \(String(describing: terminal.state.pane))")
      return
    }
    #expect(pane.prompt.text == "You'll need to unlock your iPhone first.")
    #expect(Self.screen(terminal).contains { $0.contains("[ Unlock ]") })
    terminal.press(.enter)
    await terminal.settle()
    #expect(terminal.state.scrollback.entries.contains { "\($0)".contains("The vault is open.") })
    #expect(!Self.screen(terminal)[0].contains("locked"))
  }

  @Test func lockAndUnlockCommandsChangeTheMark() async {
    var terminal = await ScriptedTerminal(runtime: await VaultFixture.runtime())
    #expect(!Self.screen(terminal)[0].contains("locked"))
    await terminal.say(":lock")
    #expect(Self.screen(terminal)[0].contains("locked"))
    await terminal.say(":unlock")
    #expect(!Self.screen(terminal)[0].contains("locked"))
  }

  @Test func aMultilineFieldTakesLinesWithEnterAndSendsWithControlD() async {
    var terminal = await ScriptedTerminal(runtime: await VaultFixture.runtime())
    await terminal.say("Write a note in Vault")
    #expect(Self.screen(terminal).last?.contains("^D send") == true)
    #expect(Self.screen(terminal).last?.contains("Enter new line") == true)
    terminal.type("one")
    terminal.press(.enter)
    terminal.type("two")
    terminal.press(.enter)
    terminal.type("three")
    #expect(terminal.state.pane != nil, "Enter adds a line; it does not send")
    terminal.press(.control("d"))
    await terminal.settle()
    #expect(!terminal.state.hasQuit, "^D sends the value; it does not quit")
    #expect(terminal.state.scrollback.entries.contains { "\($0)".contains("Noted 3 lines.") })
  }

  @Test func aNumberPadTypesDigitsOnlyAndSaysSo() async {
    var terminal = await ScriptedTerminal(runtime: await VaultFixture.runtime())
    await terminal.say("Enter my PIN in Vault")
    #expect(
      Self.screen(terminal).contains { $0.contains("digits only") }, "the field's placeholder")
    terminal.type("12a")
    // Said until the next key, as every flash is.
    #expect(Self.screen(terminal).contains { $0.contains("This field takes digits only.") })
    terminal.type("4")
    guard case .valueEntry(let pane) = terminal.state.pane else {
      Issue.record("a value pane should be open")
      return
    }
    #expect(pane.list.field.text == "124")
  }
}

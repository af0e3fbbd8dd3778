import ConversationRuntime
import ConversationTestSupport
import Foundation
import Glibc
import OpenAppIntents
import SoupChef
import TerminalTestSupport
import Testing

@testable import SiriTerminal

/// The one terminal loop over the tests' driver, with the real Soup Chef runtime behind its
/// bridge: keys in, the frames drawn and the effects out.
@Suite(.timeLimit(.minutes(1)))
struct TerminalLoopTests {
  static func runtime() async -> ConversationRuntime {
    await SoupChefFixture.make().runtime
  }

  static func loop(
    size: TerminalSize = TerminalSize(columns: 80, rows: 24), hangsUp: Bool = false
  ) async -> (TerminalLoop, ScriptedDriver) {
    let runtime = await runtime()
    let driver = ScriptedDriver(size: size, hangsUpWhenDrained: hangsUp)
    let state = await TerminalSession.initialState(for: runtime)
    return (
      TerminalLoop(state: state, driver: driver, bridge: ConversationBridge(runtime: runtime)),
      driver
    )
  }

  static func keys(_ text: String) -> [TerminalEvent] {
    text.map { .key(.character($0)) }
  }

  @Test func startingDrawsTheFirstFrameAtTheDriversSize() async {
    let (loop, driver) = await Self.loop(size: TerminalSize(columns: 60, rows: 20))
    #expect(loop.state.size == TerminalSize(columns: 60, rows: 20))
    #expect(driver.frames == [loop.frame])
    #expect(loop.frame.size == TerminalSize(columns: 60, rows: 20))
  }

  @Test func aPasteIsOneStepAndOneFrame() async {
    var (loop, driver) = await Self.loop()
    let step = loop.step(Self.keys("Order tomato soup"))
    #expect(loop.state.input.text == "Order tomato soup")
    #expect(driver.frames.count == 2)
    #expect(step.frame == driver.screen)
    #expect(step.frame.text.contains("Order tomato soup"))
    #expect(step.effects.isEmpty)
  }

  @Test func anUnchangedFrameIsNotDrawnAgainButCtrlLRepaintsIt() async {
    var (loop, driver) = await Self.loop()
    loop.step([.tick])
    #expect(driver.frames.count == 1, "nothing changed: nothing drawn")
    let step = loop.step([.key(.control("l"))])
    #expect(step.effects == [.redraw])
    #expect(driver.invalidations == 1)
    #expect(driver.frames.count == 2)
    #expect(driver.frames[0] == driver.frames[1])
  }

  @Test func enterSendsTheLineAndTheAnswerComesBackThroughTheInbox() async {
    var (loop, driver) = await Self.loop()
    let step = loop.step(Self.keys("Order clam chowder from Soup Chef") + [.key(.enter)])
    #expect(step.effects == [.send("Order clam chowder from Soup Chef")])
    #expect(loop.state.isBusy)
    while loop.state.pane == nil {
      await loop.bridge.inbox.waitForEvents()
      loop.step(loop.bridge.inbox.drain())
    }
    guard case .choice = loop.state.pane else {
      Issue.record("expected the soup pick list, got \(String(describing: loop.state.pane))")
      return
    }
    #expect(driver.screen?.text.contains("New England Clam Chowder") == true)
    loop.bridge.shutDown()
  }

  @Test func aQuitKeyComesFirstAndNothingIsDrawnAfter() async {
    var (loop, driver) = await Self.loop()
    let step = loop.step(Self.keys("a long paste") + [.key(.control("c"))])
    #expect(step.effects == [.quit])
    #expect(loop.state.hasQuit)
    #expect(loop.state.input.text == "", "the paste waited behind the quit and was dropped")
    #expect(driver.frames.count == 1)
    #expect(loop.result(signal: nil).signal == SIGINT, "Ctrl-C ends the UI as SIGINT does")
    #expect(loop.step(Self.keys("more")).effects.isEmpty, "nothing is handled after a quit")
  }

  @Test func keysTypedBelowTheMinimumSizeAreKeptForTheLine() async {
    var (loop, driver) = await Self.loop()
    let small = TerminalSize(columns: 20, rows: 6)
    driver.size = small
    let tiny = loop.step([.resized(small)] + Self.keys("soup"))
    #expect(tiny.frame.size == small)
    #expect(tiny.frame.text.contains("too small"))
    driver.size = TerminalSize(columns: 80, rows: 24)
    let grown = loop.step([.resized(driver.size)])
    #expect(loop.state.input.text == "soup")
    #expect(grown.frame.text.contains("soup"))
  }

  @Test func inRealTimeTheLoopReadsTheDriverUntilItsInputHangsUp() async {
    let runtime = await Self.runtime()
    let driver = ScriptedDriver(hangsUpWhenDrained: true)
    driver.queue(Self.keys("Order"))
    driver.queue(Self.keys(" soup"))
    let bridge = ConversationBridge(runtime: runtime)
    let initial = await TerminalSession.initialState(for: runtime)
    let result = TerminalLoop.runInRealTime(
      driver: driver, bridge: bridge, initial: initial, guardsCrashes: false)
    // One frame at the start, one for each wake-up's keys; the hang-up quits, undrawn.
    #expect(driver.frames.count == 3)
    #expect(driver.frames[1].text.contains("Order"))
    #expect(driver.frames[2].text.contains("Order soup"))
    #expect(result.signal == nil, "a hang-up is no signal")
    #expect(!driver.isEnded, "the caller ends the driver")
  }

  @Test func inRealTimeCtrlCEndsWithSIGINTsStatus() async {
    let runtime = await Self.runtime()
    let driver = ScriptedDriver()
    driver.queue(Self.keys("Order") + [.key(.control("c"))])
    let bridge = ConversationBridge(runtime: runtime)
    let initial = await TerminalSession.initialState(for: runtime)
    let result = TerminalLoop.runInRealTime(
      driver: driver, bridge: bridge, initial: initial, guardsCrashes: false)
    #expect(result.signal == SIGINT)
    #expect(driver.frames.count == 1)
  }

  @Test func theScriptedTerminalStepsTheSameLoop() async {
    var ui = await SoupChefUI()
    ui.type("Order")
    #expect(ui.state.input.text == "Order")
    #expect(ui.driver.frames.count == 2, "the keys typed, then one frame")
    #expect(ui.frame == ui.driver.screen)
    ui.press(.control("u"))
    #expect(ui.effects.isEmpty)
    #expect(ui.result().scrollback == ui.state.scrollback)
  }
}

import ConversationRuntime
import SiriTerminal
import Testing

/// The whole Soup Chef conversation through `update`, the bridge and the real runtime, with the
/// keyboard alone.
@Suite(.timeLimit(.minutes(1)))
struct ConversationFlowTests {
  @Test func clamChowderOrderWithArrowKeysFilterAndOrderButton() async throws {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    guard case .choice(let soups) = ui.state.pane else {
      Issue.record("Expected the soup list, got \(String(describing: ui.state.pane))")
      return
    }
    #expect(soups.prompt.text == "Which soup?")
    #expect(
      Array(soups.list.items.map(\.title).prefix(2)) == [
        "Manhattan Clam Chowder", "New England Clam Chowder",
      ])

    ui.press(.down, .enter)
    await ui.settle()
    guard case .choice(let stores) = ui.state.pane else {
      Issue.record("Expected the store list, got \(String(describing: ui.state.pane))")
      return
    }
    #expect(stores.prompt.text == "Which store location?")

    ui.type("ferry")
    ui.press(.enter)
    await ui.settle()
    guard case .confirmation(let confirmation) = ui.state.pane else {
      Issue.record("Expected the confirmation, got \(String(describing: ui.state.pane))")
      return
    }
    #expect(confirmation.prompt.confirmTitle == "Order")
    #expect(confirmation.focus == .confirm)

    ui.press(.tab, .backTab, .enter)
    await ui.settle()
    #expect(ui.state.pane == nil)
    #expect(!ui.state.isBusy)
    #expect(
      ui.effects.filter {
        if case .reply = $0 { return true }
        return false
      } == [.reply(1, .choice(1)), .reply(2, .choice(0)), .reply(3, .confirm(true))])
    let said = ui.state.scrollback.compactMap { entry -> String? in
      switch entry {
      case .utterance(let text), .answer(let text): return "You: " + text
      case .siri(let text, _, _): return "Siri: " + text
      default: return nil
      }
    }
    #expect(
      said == [
        "You: Order clam chowder from Soup Chef",
        "Siri: Which soup?",
        "You: New England Clam Chowder",
        "Siri: Which store location?",
        "You: Ferry Building",
        "Siri: Your total is $3.75. ready to order?",
        "You: Order",
        "Siri: Your total is $3.75. Your New England Clam Chowder order will be ready in 10 minutes.",
      ])
  }

  @Test func typedOrdinalAnswersAList() async {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    // "the second one" filters nothing, so Enter sends it as text for the runtime to read.
    ui.type("the second one")
    ui.press(.enter)
    await ui.settle()
    // Echoed as the value Siri read it as, with the words typed.
    #expect(
      ui.state.scrollback.contains(.answer("New England Clam Chowder  (“the second one”)")))
    guard case .choice(let stores) = ui.state.pane else {
      Issue.record("Expected the store list, got \(String(describing: ui.state.pane))")
      return
    }
    #expect(stores.prompt.text == "Which store location?")
  }

  @Test func typedNameAnswersAValuePrompt() async {
    var ui = await SoupChefUI()
    await ui.say("Order Soup Chef")
    guard case .valueEntry(let value) = ui.state.pane else {
      Issue.record("Expected a value pane, got \(String(describing: ui.state.pane))")
      return
    }
    #expect(value.list.items.last?.section == "Specials")
    ui.type("chicken")
    #expect(ui.state.pane.flatMap(highlightedTitle) == "Chicken Noodle Soup")
    ui.press(.enter)
    await ui.settle()
    #expect(ui.state.scrollback.contains(.answer("Chicken Noodle Soup")))
    guard case .choice(let stores) = ui.state.pane else {
      Issue.record("Expected the store list, got \(String(describing: ui.state.pane))")
      return
    }
    #expect(stores.prompt.text == "Which store location?")
  }

  @Test func escapeAtAPaneCancelsTheIntent() async {
    var ui = await SoupChefUI()
    await ui.say("Order Soup Chef")
    ui.press(.escape)
    await ui.settle()
    #expect(ui.state.pane == nil)
    #expect(!ui.state.isBusy)
    #expect(ui.state.scrollback.last == .siri(text: "Cancelled.", snippet: nil, isError: false))
  }

  @Test func declineButtonCancelsTheOrder() async {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    ui.press(.character("2"), .enter)
    await ui.settle()
    ui.press(.character("1"), .enter)
    await ui.settle()
    ui.press(.tab, .enter)
    await ui.settle()
    #expect(ui.state.scrollback.contains(.answer("Cancel")))
    #expect(ui.state.pane == nil)
    #expect(!ui.state.isBusy)
  }

  @Test func aTypedNoDeclinesTheOrder() async {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    ui.press(.enter)
    await ui.settle()
    ui.press(.enter)
    await ui.settle()
    await ui.say("no")
    #expect(ui.state.pane == nil)
    #expect(ui.frame.text.contains("Cancelled."))
  }

  @Test func voiceOnlyCommandReachesTheRuntime() async {
    var ui = await SoupChefUI()
    await ui.say(":voice-only on")
    #expect(ui.state.voiceOnly)
    #expect(ui.bridge.runtime.options.voiceOnly)
    await ui.say("Order clam chowder from Soup Chef")
    ui.press(.character("2"), .enter)
    await ui.settle()
    ui.press(.character("1"), .enter)
    await ui.settle()
    guard case .confirmation(let confirmation) = ui.state.pane else {
      Issue.record("Expected the confirmation, got \(String(describing: ui.state.pane))")
      return
    }
    #expect(confirmation.prompt.snippet == nil)
  }

  @Test func runCommandRunsAnIntentWithPresetValues() async {
    var ui = await SoupChefUI()
    await ui.say(":run OrderSoup quantity=7 soup=\"Tomato Soup\"")
    guard case .confirmation(let confirmation) = ui.state.pane else {
      Issue.record("Expected a confirmation, got \(String(describing: ui.state.pane))")
      return
    }
    #expect(confirmation.prompt.text.contains("7 soups"))
    ui.press(.tab, .enter)
    await ui.settle()
    #expect(!ui.state.isBusy)
  }

  @Test func quittingClosesWaitingPrompts() async {
    var ui = await SoupChefUI()
    await ui.say("Order Soup Chef")
    #expect(ui.bridge.frontEnd.pendingPrompts == [1])
    ui.press(.control("c"))
    #expect(ui.state.hasQuit)
    ui.bridge.shutDown()
    #expect(ui.bridge.frontEnd.pendingPrompts.isEmpty)
  }

  private func highlightedTitle(_ pane: Pane) -> String? {
    guard case .valueEntry(let value) = pane, let index = value.list.highlightedItem else {
      return nil
    }
    return value.list.items[index].title
  }
}

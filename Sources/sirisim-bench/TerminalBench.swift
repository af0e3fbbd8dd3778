import SiriTerminal

/// (c) The terminal UI's cost per key, through the real `update` and `render`: a 10,000-
/// character paste (the keys of one read, then one frame, as the UI loop handles them; and key
/// by key, which must stay linear), and
/// one key at an idle line after 1 and after 3,000 `:apps` (33,000 transcript lines, capped at
/// 10,000), which must cost the same.
enum TerminalBench {
  static let size = TerminalSize(columns: 80, rows: 24)

  static func run(rounds: Int) {
    let clock = ContinuousClock()
    let guide = (1...10).map { "Soup Chef · Order Soup: “Order Soup Chef \($0)”" }
    let fresh = TerminalState(size: size, apps: ["Soup Chef"])

    var pastes: [Duration] = []
    let paste = String(repeating: "tomato ", count: 1_428) + "soup"
    for _ in 0..<max(1, rounds / 4) {
      var state = fresh
      pastes.append(
        clock.measure {
          let events = paste.map { TerminalEvent.key(.character($0)) }
          for event in TerminalEvent.coalescingTyping(events) { _ = state.update(event) }
          _ = TerminalRenderer.render(state, size: size)
        })
    }
    var keyByKey: [Duration] = []
    for _ in 0..<max(1, rounds / 4) {
      var state = fresh
      keyByKey.append(
        clock.measure {
          for character in paste { _ = state.update(.key(.character(character))) }
          _ = TerminalRenderer.render(state, size: size)
        })
    }
    print("(c) terminal UI")
    Bench.report("    a 10,000-character paste, update + one frame", pastes)
    Bench.report("    the same paste, one update per key + one frame", keyByKey)

    for turns in [1, 3_000] {
      var state = fresh
      for _ in 0..<turns {
        for character in ":apps" { _ = state.update(.key(.character(character))) }
        _ = state.update(.key(.enter))
        // What the command runner answers, as the bridge hands it back.
        _ = state.update(.notices(guide, isError: false))
        _ = state.update(.commandFinished)
      }
      var keys: [Duration] = []
      for round in 0..<(rounds * 10) {
        keys.append(
          clock.measure {
            _ = state.update(.key(round % 2 == 0 ? .character("x") : .backspace))
            _ = TerminalRenderer.render(state, size: size)
          })
      }
      Bench.report(
        "    a key after \(turns) :apps (\(state.scrollback.plainLines.count) lines kept), update + frame",
        keys)
    }
  }
}

import ConversationRuntime
import SiriTerminal

/// Bytes → what curses would hand the UI (characters, function-key codes, escape sequences it
/// left undecoded, mouse reports) → keys → `TerminalState.update`, with the runtime's prompts
/// and events mixed in, rendered at sizes the input picks (down to 1×1).
enum KeyFuzzing {
  static func run(_ bytes: [UInt8]) {
    guard bytes.count >= 2 else { return }
    var state = TerminalState(
      size: TerminalSize(columns: 80, rows: 24), apps: ["Soup Chef"],
      tips: ["Order Soup Chef"])
    var index = 0
    var promptID = 0
    func next() -> UInt8? {
      guard index < bytes.count else { return nil }
      defer { index += 1 }
      return bytes[index]
    }
    while let byte = next() {
      let event: TerminalEvent?
      switch byte {
      case 0xF0:
        // A function key: the next byte picks one of the codes curses gives.
        let code = KeyDecoding.knownKeyCodes[Int(next() ?? 0) % KeyDecoding.knownKeyCodes.count]
        event = KeyDecoding.key(forKeyCode: code).map(TerminalEvent.key)
      case 0xF1:
        event = .resized(
          TerminalSize(columns: Int(next() ?? 80) % 200, rows: Int(next() ?? 24) % 80))
      case 0xF2:
        promptID += 1
        let prompts = SamplePrompts.all
        event = .prompt(promptID, prompts[Int(next() ?? 0) % prompts.count])
      case 0xF3:
        event = .conversation(SamplePrompts.events[Int(next() ?? 0) % SamplePrompts.events.count])
      case 0xF4:
        event = .turnFinished
      case 0xF5:
        event = .tick
      case 0xF6:
        // A wide character: the next three bytes are its code point.
        let value = UInt32(next() ?? 0) << 16 | UInt32(next() ?? 0) << 8 | UInt32(next() ?? 0)
        event = KeyDecoding.key(forCharacter: value).map(TerminalEvent.key)
      case 0xF7:
        // A mouse report: its kind, row and column.
        event = KeyDecoding.mouseEvent(
          kind: Int32(next() ?? 0) % 6, row: Int32(next() ?? 0) % 90, column: Int32(next() ?? 0)
        )
        .map(TerminalEvent.mouse)
      case 0xF8:
        // A run of bytes read in one go, escape sequences joined as the driver joins them.
        var keys: [Key] = []
        for _ in 0..<Int(next() ?? 0) % 24 {
          if let key = next().flatMap({ KeyDecoding.key(forCharacter: UInt32($0)) }) {
            keys.append(key)
          }
        }
        for key in KeyDecoding.joiningEscapes(keys) where !state.hasQuit {
          _ = state.update(.key(key))
        }
        event = nil
      default:
        event = KeyDecoding.key(forCharacter: UInt32(byte)).map(TerminalEvent.key)
      }
      guard let event else { continue }
      _ = state.update(event)
      if state.hasQuit { break }
      if index % 16 == 0 { _ = TerminalRenderer.render(state, size: state.size) }
    }
    _ = TerminalRenderer.render(state, size: state.size)
  }
}

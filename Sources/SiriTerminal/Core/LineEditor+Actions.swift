extension LineEditor {
  /// Applies an editing action of the key map; other actions leave the line as it is.
  mutating func apply(_ action: TerminalAction) {
    switch action {
    case .moveLeft: moveLeft()
    case .moveRight: moveRight()
    case .moveToStart: moveToStart()
    case .moveToEnd: moveToEnd()
    case .moveWordLeft: moveWordLeft()
    case .moveWordRight: moveWordRight()
    case .deleteWordForward: deleteWordForward()
    case .deleteBackward: deleteBackward()
    case .deleteForward: deleteForward()
    case .killToEnd: killToEnd()
    case .killToStart: killToStart()
    case .deleteWordBackward: deleteWordBackward()
    default: break
    }
  }
}

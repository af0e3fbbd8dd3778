@_spi(SiriSim) import OpenAppIntents
import Testing

/// A list an undo handler puts back.
@MainActor final class Shelf {
  var books: [String] = []
}

/// `UndoManager`: what intents register, undone a step at a time.
@MainActor @Suite struct UndoManagerTests {
  @Test func undoesAStepsRegistrationsNewestFirst() {
    let shelf = Shelf()
    let manager = UndoManager()
    manager.beginUndoGrouping()
    shelf.books = ["Dune", "Emma"]
    manager.registerUndo(withTarget: shelf) { $0.books.removeAll { $0 == "Dune" } }
    manager.registerUndo(withTarget: shelf) { $0.books.append("undone last") }
    manager.setActionName("Add Two Books")
    manager.endUndoGrouping()

    #expect(manager.canUndo)
    #expect(manager.undoActionName == "Add Two Books")
    manager.undo()

    // The second registration ran first.
    #expect(shelf.books == ["Emma", "undone last"])
    #expect(!manager.canUndo)
  }

  @Test func whatAnUndoRegistersCanBeRedone() {
    let shelf = Shelf()
    let manager = UndoManager()
    func add(_ book: String) {
      shelf.books.append(book)
      manager.registerUndo(withTarget: shelf) { shelf in
        shelf.books.removeLast()
        manager.registerUndo(withTarget: shelf) { $0.books.append(book) }
      }
      manager.setActionName("Add \(book)")
    }
    manager.beginUndoGrouping()
    add("Dune")
    manager.endUndoGrouping()

    manager.undo()
    #expect(shelf.books.isEmpty)
    #expect(manager.canRedo)
    #expect(manager.redoActionName == "Add Dune")
    manager.redo()
    #expect(shelf.books == ["Dune"])
    // The redo registered nothing, so there is nothing more to undo or redo.
    #expect(!manager.canUndo)
    #expect(!manager.canRedo)
  }

  @Test func anEmptyStepIsNotAStep() {
    let manager = UndoManager()
    manager.beginUndoGrouping()
    manager.setActionName("Nothing")
    manager.endUndoGrouping()
    #expect(!manager.canUndo)
    #expect(manager.undoStepCount == 0)
  }
}

/// `IntentModes`: the iOS 26 replacement for `openAppWhenRun`.
@Suite struct IntentModesTests {
  struct Opens: AppIntent {
    static let title: LocalizedStringResource = "Opens"
    static let openAppWhenRun = true
    func perform() async throws -> some IntentResult { .result() }
  }

  struct Dynamic: AppIntent {
    static let title: LocalizedStringResource = "Dynamic"
    static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]
    func perform() async throws -> some IntentResult { .result() }
  }

  @Test func openAppWhenRunMeansForegroundOnly() {
    #expect(Opens.supportedModes == .foreground)
    #expect(Opens.supportedModes.opensAppBeforePerform)
    #expect(Dynamic.supportedModes.mayContinueInForeground)
    #expect(!Dynamic.supportedModes.opensAppBeforePerform)
    #expect(IntentModes.foreground(.deferred).opensAppAfterPerform)
  }

  @Test func theCurrentModeComparesByPlaceNotByWhatItAllows() {
    let movable = IntentModes.Current(foregroundMode: nil, canContinueInForeground: true)
    #expect(movable == .background)
    #expect(movable.canContinueInForeground)
    #expect(IntentModes.Current.foreground(.dynamic) != .background)
    #expect(IntentModes.Current.foreground(.dynamic).isForeground)
  }

  @Test func outsideARunAnIntentIsInTheBackground() {
    #expect(Dynamic().systemContext.currentMode == .background)
  }
}

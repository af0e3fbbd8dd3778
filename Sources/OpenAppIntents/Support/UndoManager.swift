/// Records what can be undone, as Foundation's `UndoManager` does on Apple platforms.
///
/// An ``UndoableIntent`` registers how to undo what it did (`registerUndo(withTarget:handler:)`)
/// and names it (`setActionName(_:)`). Everything one run of an intent registers is one step:
/// SiriSim's `:undo` (Ctrl-Z in the terminal UI) undoes the newest step, `:redo` does it again
/// when its undo registered the way back.
@MainActor
public final class UndoManager {
  struct Step {
    var name: String
    var actions: [() -> Void]
  }

  private var undoStack: [Step] = []
  private var redoStack: [Step] = []
  /// The step being recorded: an intent's run, or an undo or redo.
  private var open: Step?
  private enum Phase { case normal, undoing, redoing }
  private var phase = Phase.normal

  /// Creates an empty undo manager.
  nonisolated public init() {}

  /// Registers what undoes the last change: `handler` runs with `target` when the person
  /// undoes it.
  public func registerUndo<TargetType: AnyObject>(
    withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
  ) {
    let action = { handler(target) }
    if open != nil {
      open?.actions.append(action)
    } else {
      push(Step(name: "", actions: [action]))
    }
  }

  /// Names the step being recorded, as the Undo button says it ("Undo Delete Road Trip").
  public func setActionName(_ actionName: String) {
    if open != nil {
      open?.name = actionName
    } else if phase == .normal, !undoStack.isEmpty {
      undoStack[undoStack.count - 1].name = actionName
    }
  }

  /// How many steps can be undone (SiriSim runtime support).
  package var undoStepCount: Int { undoStack.count }

  /// Whether there is something to undo.
  public var canUndo: Bool { !undoStack.isEmpty }
  /// Whether there is something to redo.
  public var canRedo: Bool { !redoStack.isEmpty }
  /// The name of the step ``undo()`` undoes.
  public var undoActionName: String { undoStack.last?.name ?? "" }
  /// The name of the step ``redo()`` does again.
  public var redoActionName: String { redoStack.last?.name ?? "" }

  /// Undoes the newest step: runs its handlers, newest first.
  public func undo() {
    guard let step = undoStack.popLast() else { return }
    replay(step, as: .undoing)
  }

  /// Does again the newest undone step.
  public func redo() {
    guard let step = redoStack.popLast() else { return }
    replay(step, as: .redoing)
  }

  /// Forgets every step.
  public func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
  }

  /// Starts recording one step: everything registered until ``endUndoGrouping()`` is undone
  /// together.
  public func beginUndoGrouping() {
    if open == nil { open = Step(name: "", actions: []) }
  }

  /// Ends the step ``beginUndoGrouping()`` started.
  public func endUndoGrouping() {
    guard let step = open else { return }
    open = nil
    if !step.actions.isEmpty { push(step) }
  }

  private func push(_ step: Step) {
    switch phase {
    case .undoing: redoStack.append(step)
    case .redoing: undoStack.append(step)
    case .normal:
      undoStack.append(step)
      redoStack.removeAll()
    }
  }

  private func replay(_ step: Step, as replayPhase: Phase) {
    phase = replayPhase
    open = Step(name: step.name, actions: [])
    for action in step.actions.reversed() { action() }
    let recorded = open
    open = nil
    if let recorded, !recorded.actions.isEmpty { push(recorded) }
    phase = .normal
  }
}

/// An intent whose work can be undone: it registers the way back on ``undoManager``.
public protocol UndoableIntent: AppIntent {}

extension UndoableIntent {
  /// The app's undo manager while the intent runs; `nil` outside a run.
  public var undoManager: UndoManager? { IntentExecution.current?.undoManager }
}

@_spi(SiriSim) import OpenAppIntents

extension ConversationRuntime {
  /// What undoing or redoing came to.
  package enum UndoOutcome: Sendable, Equatable {
    /// The step named `name` of `app` was undone (or done again).
    case done(app: String, name: String)
    /// There was nothing to undo (or redo).
    case nothing

    /// What Siri says about it.
    package func text(redo: Bool) -> String {
      switch self {
      case .done(let app, let name):
        let step = name.isEmpty ? "the last change in \(app)" : "“\(name)”"
        return redo ? "Redid \(step)." : "Undid \(step)."
      case .nothing:
        return redo ? "There's nothing to redo." : "There's nothing to undo."
      }
    }
  }

  /// The app's undo manager: one per app for the session, as an app has one.
  func undoManager(for app: String) -> UndoManager {
    state.withLock { state in
      if let manager = state.undoManagers[app] { return manager }
      let manager = UndoManager()
      state.undoManagers[app] = manager
      return manager
    }
  }

  /// Undoes the newest step an intent registered, in whichever app (`:undo`, Ctrl-Z).
  package func undo() async -> UndoOutcome {
    await replayStep(redo: false)
  }

  /// Does again the newest undone step (`:redo`).
  package func redo() async -> UndoOutcome {
    await replayStep(redo: true)
  }

  private func replayStep(redo: Bool) async -> UndoOutcome {
    let popped: String? = state.withLock { state in
      redo ? state.redoOrder.popLast() : state.undoOrder.popLast()
    }
    guard let appName = popped, let app = apps.first(where: { $0.name == appName }) else {
      return .nothing
    }
    let manager = undoManager(for: appName)
    let name = await app.withDependencies {
      await MainActor.run { () -> String? in
        if redo {
          guard manager.canRedo else { return nil }
          let name = manager.redoActionName
          manager.redo()
          return name
        }
        guard manager.canUndo else { return nil }
        let name = manager.undoActionName
        manager.undo()
        return name
      }
    }
    guard let name else { return .nothing }
    state.withLock { state in
      if redo { state.undoOrder.append(appName) } else { state.redoOrder.append(appName) }
    }
    return .done(app: appName, name: name)
  }
}

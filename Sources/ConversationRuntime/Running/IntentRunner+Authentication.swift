@_spi(SiriSim) import OpenAppIntents

extension IntentRunner {
  /// An intent whose `authenticationPolicy` requires authentication, asked for while the device
  /// is locked, first asks the person to unlock, as Siri does ("You'll need to unlock your
  /// iPhone first."): "Unlock" (or yes) unlocks the device and the intent goes on; cancel or no
  /// ends it. `.alwaysAllowed` runs locked.
  func authenticate(_ intent: any AppIntent, conversation: RuntimeConversation) async throws {
    guard type(of: intent).authenticationPolicy.requiresUnlock, deviceLock.isLocked() else {
      return
    }
    let unlock = dialogs.unlockButton
    let request = ConfirmationRequest(
      kind: .action, dialog: IntentDialog(stringLiteral: dialogs.unlockFirst),
      actionName: .custom(
        acceptLabel: LocalizedStringResource(stringLiteral: unlock),
        acceptAlternatives: [LocalizedStringResource(stringLiteral: "unlock")],
        denyLabel: LocalizedStringResource(stringLiteral: dialogs.cancel), denyAlternatives: []))
    guard try await conversation.requestConfirmation(request) else {
      throw CancellationError()
    }
    deviceLock.unlock()
  }
}

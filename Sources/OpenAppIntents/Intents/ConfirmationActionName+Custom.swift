extension ConfirmationActionName {
  /// An action named by the app: the confirming button's label, such as "Delete", the
  /// declining one's, such as "Keep", and other words that accept or deny it. A destructive
  /// action's button is marked as one (red in the terminal UI, ⚠ in plain text).
  public static func custom(
    acceptLabel: LocalizedStringResource, acceptAlternatives: [LocalizedStringResource],
    denyLabel: LocalizedStringResource, denyAlternatives: [LocalizedStringResource],
    destructive: Bool = false
  ) -> ConfirmationActionName {
    var name = ConfirmationActionName(title: acceptLabel.defaultValue)
    name.declineTitle = denyLabel.defaultValue
    name.acceptAlternatives = acceptAlternatives.map(\.defaultValue)
    name.denyAlternatives = denyAlternatives.map(\.defaultValue)
    name.isDestructive = destructive
    return name
  }
}

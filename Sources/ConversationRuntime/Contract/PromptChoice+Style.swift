@_spi(SiriSim) import OpenAppIntents

extension PromptChoice.Style {
  /// The style an intent's option asked for.
  init(_ kind: IntentChoiceOption.Style.Kind) {
    switch kind {
    case .default: self = .default
    case .destructive: self = .destructive
    case .cancel: self = .cancel
    }
  }
}

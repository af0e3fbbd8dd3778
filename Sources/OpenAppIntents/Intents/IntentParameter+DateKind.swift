import Foundation

extension IntentParameter {
  /// What a date parameter asks for: a day, a time of day, or both.
  public enum DateKind: Sendable, Hashable {
    /// A day, such as tomorrow.
    case date
    /// A time of day, such as 7:30 pm.
    case time
    /// A day and a time, such as tomorrow at 9.
    case dateTime

    /// The kind as the runtime reads it from the parameter's entry.
    var entryKind: DateEntryKind {
      switch self {
      case .date: return .date
      case .time: return .time
      case .dateTime: return .dateTime
      }
    }

    /// The kind a parameter's entry holds, read back through `entryKind` so the two stay one
    /// mapping.
    init?(_ entryKind: DateEntryKind?) {
      guard let kind = [Self.date, .time, .dateTime].first(where: { $0.entryKind == entryKind })
      else { return nil }
      self = kind
    }
  }
}

extension IntentParameter where Value.ValueType == Date {
  /// Creates a date parameter of a kind: `kind: .time` asks "What time?" and reads "7 pm".
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Date? = nil, kind: DateKind,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: defaultValue,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    declare(kind)
  }
}

extension IntentParameter where Value.ValueType == DateComponents {
  /// Creates a date-components parameter of a kind: a day, a time of day, or both.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    kind: DateKind, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    declare(kind)
  }
}

// Apple declares the `kind:` initializers with an options provider or resolvers (in
// IntentParameter+KindResolvers.swift), and `dateKind`, for `Date` and for `DateComponents`
// alike; here once, over `_IntentDateKindValue` (the plain `kind:` initializers above differ:
// only a date takes a default).

extension IntentParameter where Value.ValueType: _IntentDateKindValue {
  /// Creates a date or date-components parameter of a kind whose values come from an options
  /// provider.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    kind: DateKind, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
  ) where Provider.Result.Element: Sendable {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    declare(kind)
  }

  /// The kind the parameter declares, if any.
  public var dateKind: DateKind? { DateKind(entry.withLock { $0.dateKind }) }
}

extension IntentParameter {
  /// Keeps the kind a `kind:` initializer declared, for the runtime.
  func declare(_ kind: DateKind) { entry.withLock { $0.dateKind = kind.entryKind } }
}

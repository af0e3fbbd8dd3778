extension Bool.IntentDisplayName {
  /// The title of `true`, as Apple names it.
  public var `true`: LocalizedStringResource { trueName }
  /// The title of `false`, as Apple names it.
  public var `false`: LocalizedStringResource { falseName }
}

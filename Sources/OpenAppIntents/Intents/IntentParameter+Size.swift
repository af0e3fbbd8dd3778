extension IntentParameter
where Value.ValueType: RangeReplaceableCollection, Value.ValueType.Element: _IntentValue {
  /// Creates an array parameter that takes at most as many values as `size` allows for each
  /// widget family: `size: [.systemSmall: 1, .systemLarge: 4]`.
  ///
  /// A conversation has no widget on screen, so a list longer than the largest family's size
  /// is refused, with how many values the parameter takes.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.ValueType? = nil, size: [IntentWidgetFamily: IntentCollectionSize],
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: defaultValue,
      inputConnectionBehavior: inputConnectionBehavior)
    entry.withLock {
      for (family, limit) in size { $0.sizes[family] = limit }
    }
  }
}

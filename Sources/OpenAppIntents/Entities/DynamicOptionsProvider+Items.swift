extension DynamicOptionsProvider {
  /// The collection `results()` may return: `ItemCollection { ItemSection("Recent") { … } }`.
  public typealias ItemCollection = IntentItemCollection
  /// A section of `results()`'s collection.
  public typealias ItemSection<R> = IntentItemSection<R>
  /// An item of `results()`'s collection.
  public typealias Item<R> = IntentItem<R>
}

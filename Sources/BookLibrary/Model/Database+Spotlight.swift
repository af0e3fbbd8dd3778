import OpenAppIntents

/// A book found in Spotlight opens with the app's `OpenBook`, as tapping it does on a device.
extension BookEntity: IndexedEntity {}

extension Database {
  /// Puts the books on the library's shelves in Spotlight, each as its ``BookEntity``: what the
  /// app does when it launches (the catalog's books, not the library's, are left out).
  public func updateSpotlightIndex() async throws {
    guard CSSearchableIndex.isIndexingAvailable() else { return }
    try await CSSearchableIndex.default().indexAppEntities(books.map(BookEntity.init(book:)))
  }
}

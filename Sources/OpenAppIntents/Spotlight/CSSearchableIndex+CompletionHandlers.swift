// Core Spotlight's calls as Objective-C gives them to Swift: a completion handler instead of
// `async`, and an attribute set made from a `UTType`. Apps index this way from code that is not
// async (`CSSearchableIndex.default().indexSearchableItems(items, completionHandler: nil)`).
// The write happens at once, where the call is, so it goes to the Spotlight SiriSim runs there;
// the handler is then called with the error, or `nil`.

extension CSSearchableIndex {
  /// Adds or replaces items (by identifier), then calls `completionHandler`.
  public func indexSearchableItems(
    _ items: [CSSearchableItem], completionHandler: ((_ error: (any Error)?) -> Void)? = nil
  ) {
    complete(completionHandler) { try $0.index(items.map(SpotlightEntry.init(item:))) }
  }

  /// Removes items by identifier, then calls `completionHandler`.
  public func deleteSearchableItems(
    withIdentifiers identifiers: [String],
    completionHandler: ((_ error: (any Error)?) -> Void)? = nil
  ) {
    complete(completionHandler) { try $0.delete(.items(identifiers)) }
  }

  /// Removes every item of these domains, then calls `completionHandler`.
  public func deleteSearchableItems(
    withDomainIdentifiers domainIdentifiers: [String],
    completionHandler: ((_ error: (any Error)?) -> Void)? = nil
  ) {
    complete(completionHandler) { try $0.delete(.domains(domainIdentifiers)) }
  }

  /// Removes everything the app indexed, then calls `completionHandler`.
  public func deleteAllSearchableItems(
    completionHandler: ((_ error: (any Error)?) -> Void)? = nil
  ) {
    complete(completionHandler) { try $0.delete(.all) }
  }

  private func complete(
    _ completionHandler: ((_ error: (any Error)?) -> Void)?,
    _ write: (any SpotlightSink) throws -> Void
  ) {
    do {
      guard let sink = SpotlightSinkBinding.current else { throw CSIndexError.notRunning }
      try write(sink)
      completionHandler?(nil)
    } catch {
      completionHandler?(error)
    }
  }
}

extension CSSearchableItemAttributeSet {
  /// An empty attribute set for items of a content type: `CSSearchableItemAttributeSet(contentType:
  /// .text)`.
  public convenience init(contentType: UTType) {
    self.init(itemContentType: contentType.identifier)
  }
}

/// The columns of a split view: SwiftUI's `NavigationSplitViewColumn`, for app models that
/// remember which column a compact screen shows.
public enum NavigationSplitViewColumn: Sendable, Hashable {
  case sidebar
  case content
  case detail
}

/// Which columns of a split view are visible: SwiftUI's `NavigationSplitViewVisibility`.
public enum NavigationSplitViewVisibility: Sendable, Hashable {
  case automatic
  case all
  case doubleColumn
  case detailOnly
}

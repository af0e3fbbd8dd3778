import Foundation

/// A moment a widget shows (WidgetKit's `TimelineEntry`): the date it is for, and how relevant
/// it is then.
public protocol TimelineEntry {
  /// The date the entry is for.
  var date: Date { get }
  /// How relevant the entry is, for a Smart Stack; nil by default.
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  /// No relevance, as WidgetKit's default.
  public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant a timeline entry is, relative to an app's other entries.
public struct TimelineEntryRelevance: Sendable, Hashable {
  /// The relevance, compared with the app's other entries' scores.
  public let score: Float
  /// How long the score holds from the entry's date; 0 is until the next entry.
  public let duration: TimeInterval

  /// A relevance `score` that holds for `duration` seconds.
  public init(score: Float, duration: TimeInterval = 0) {
    self.score = score
    self.duration = duration
  }
}

/// A widget's entries and when to ask its provider for more (WidgetKit's `Timeline`).
public struct Timeline<EntryType: TimelineEntry> {
  /// The entries, by date.
  public let entries: [EntryType]
  /// When WidgetKit asks for a new timeline.
  public let policy: TimelineReloadPolicy

  /// A timeline of `entries`, reloaded as `policy` says.
  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}

extension Timeline: Sendable where EntryType: Sendable {}

/// When a widget's timeline is asked for again.
public struct TimelineReloadPolicy: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case atEnd, never
    case after(Date)
  }
  let kind: Kind

  /// After the last entry's date.
  public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
  /// Only when the app asks (`WidgetCenter.shared.reloadTimelines(ofKind:)`).
  public static let never = TimelineReloadPolicy(kind: .never)
  /// After `date`.
  public static func after(_ date: Date) -> TimelineReloadPolicy {
    TimelineReloadPolicy(kind: .after(date))
  }
}

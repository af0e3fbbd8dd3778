import Foundation

/// One tracked activity on a trail: Apple's `Activity`.
public struct Activity: Identifiable, Codable, Sendable, Hashable {
  /// The activity's identifier.
  public let id: UUID
  /// What the person did.
  public let style: ActivityStyle
  /// Where.
  public let trail: Trail.ID
  /// When it started.
  public let start: Date
  /// When it ended; `nil` while it is in progress.
  public var end: Date?

  /// An activity.
  public init(id: UUID, style: ActivityStyle, trail: Trail.ID, start: Date, end: Date?) {
    self.id = id
    self.style = style
    self.trail = trail
    self.start = start
    self.end = end
  }
}

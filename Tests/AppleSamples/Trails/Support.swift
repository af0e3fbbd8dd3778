import Foundation

/// What Apple's `Logging.swift` declares with OSLog, which Linux lacks: the sample's loggers, as
/// a logger that keeps nothing. Only the calls Apple's intent and Spotlight files make are here.
struct Logger: Sendable {
  let subsystem: String
  let category: String

  func debug(_ message: @autoclosure () -> String) {}
  func info(_ message: @autoclosure () -> String) {}
  func error(_ message: @autoclosure () -> String) {}

  static let intentLogging = Logger(subsystem: "AppIntentsSampleApp", category: "App Intent")
  static let entityQueryLogging = Logger(subsystem: "AppIntentsSampleApp", category: "Entity Query")
  static let activityTracking = Logger(
    subsystem: "AppIntentsSampleApp", category: "Activity Tracking")
  static let spotlightLogging = Logger(subsystem: "AppIntentsSampleApp", category: "Spotlight")
}

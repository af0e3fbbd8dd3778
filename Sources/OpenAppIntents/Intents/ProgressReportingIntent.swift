import Foundation

/// An intent that reports how far its work has gone: `progress.totalUnitCount = 3;
/// progress.completedUnitCount += 1`.
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
  /// The work's progress.
  ///
  /// SiriSim shows no progress bar: each read is a new `Progress` nothing observes, so code
  /// that reports progress runs unchanged.
  public var progress: Progress { Progress(totalUnitCount: 0) }
}

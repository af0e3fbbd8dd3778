import Foundation

/// An intent that opens a URL: return it from `perform()` as
/// `.result(opensIntent: OpenURLIntent(url))` to open a link in the app.
public struct OpenURLIntent: AppIntent {
  /// "Open URL".
  public static let title: LocalizedStringResource = "Open URL"
  /// Not shown in Shortcuts: apps make it in code.
  public static let isDiscoverable = false

  /// The URL to open.
  @Parameter(title: "URL") public var url: URL

  /// An intent with no URL yet.
  public init() {}

  /// An intent that opens `url`.
  public init(_ url: URL) {
    self.url = url
  }

  /// Opens the URL, which SiriSim shows as the app opening the link.
  public func perform() async throws -> some IntentResult {
    IntentResultContainer<Never, Never>(IntentResultParts(openedURL: url))
  }
}

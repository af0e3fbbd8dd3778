#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Sends a receipt (a photo or a PDF) for a refund: other files are refused by Siri before the
/// intent runs.
public struct SendReceipt: AppIntent {
  public static let title: LocalizedStringResource = "Send a Receipt"

  @Parameter(
    title: "Receipt", supportedContentTypes: [.pdf, .image],
    requestValueDialog: "Which receipt? A photo or a PDF.")
  public var receipt: IntentFile

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(
      dialog:
        "Thanks, \(receipt.filename) (\(receipt.data.count) bytes) is with Coffee Corner for your refund."
    )
  }
}

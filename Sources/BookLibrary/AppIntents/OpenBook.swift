import OpenAppIntents

/// Opens a book's page: the session's `OpenBook`.
///
/// The session's listing also asks "Are you sure you want to clear read state for …?", a slide
/// mix-up; the port leaves it out.
public struct OpenBook: AppIntent {
  @Parameter(title: "Book")
  public var book: BookEntity

  public static let title: LocalizedStringResource = "Open Book"

  public static let openAppWhenRun = true

  @Dependency private var navigator: Navigator

  @MainActor
  public func perform() async throws -> some IntentResult {
    navigator.openBook(book)
    return .result()
  }

  public static var parameterSummary: some ParameterSummary {
    Summary("Open \(\.$book)")
  }

  public init() {}

  /// An intent that opens `book`, as AddBook's result opens it.
  public init(book: BookEntity) {
    self.book = book
  }
}

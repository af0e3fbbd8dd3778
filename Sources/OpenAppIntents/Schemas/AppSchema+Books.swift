// The books domain (iOS 18): ebooks, audiobooks and their reading settings. Apple's page says the
// domain's schemas make an app's actions Shortcuts actions and do not make them discoverable by
// Siri, so no action has phrases of its own: an app's App Shortcut phrases reach them, as any
// intent's do. Members are listed where Apple's examples show them (the `target` an action opens
// or plays); an action whose members the pages do not show lists none, so `sirisim schemas`
// requires none of it.

extension AppSchemaIntent where Self == AppSchema.Intent {
  /// The books domain's actions: opening and playing books, turning pages, reading settings.
  public static var books: AppSchema.BooksIntent { AppSchema.BooksIntent() }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
  /// The books domain's entities: books, audiobooks and reading settings.
  public static var books: AppSchema.BooksEntity { AppSchema.BooksEntity() }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
  /// The books domain's enumerations.
  public static var books: AppSchema.BooksEnum { AppSchema.BooksEnum() }
}

extension AppSchema {
  /// The books domain's actions.
  public struct BooksIntent: Sendable {
    private func intent(
      _ name: String, _ title: LocalizedStringResource, _ parameters: [Member] = []
    ) -> Intent {
      Intent(domain: "books", name: name, title: title, parameters: parameters, phrases: [])
    }

    /// Opens a book.
    public var openBook: Intent {
      intent("openBook", "Open Book", [Member("target", "books.book")])
    }
    /// Plays an audiobook.
    public var playAudiobook: Intent {
      intent("playAudiobook", "Play Audiobook", [Member("target", "books.audiobook")])
    }
    /// Turns to the next or the previous page.
    public var navigatePage: Intent { intent("navigatePage", "Navigate Page") }
    /// Opens the app and searches it for a term.
    public var search: Intent { intent("search", "Search Books") }
    /// Makes a book's characters further apart or closer.
    public var updateCharacterSpacing: Intent {
      intent("updateCharacterSpacing", "Update Character Spacing")
    }
    /// Makes a book's text larger or smaller.
    public var updateFontSize: Intent { intent("updateFontSize", "Update Font Size") }
    /// Makes a book's lines further apart or closer.
    public var updateLineSpacing: Intent { intent("updateLineSpacing", "Update Line Spacing") }
    /// Changes a book's reading settings: its font, theme, page navigation …
    public var updateSettings: Intent { intent("updateSettings", "Update Book Settings") }
  }

  /// The books domain's entities.
  public struct BooksEntity: Sendable {
    private func entity(_ name: String, _ title: LocalizedStringResource) -> Entity {
      Entity(domain: "books", name: name, title: title, properties: [])
    }

    /// An ebook.
    public var book: Entity { entity("book", "Book") }
    /// An audiobook.
    public var audiobook: Entity { entity("audiobook", "Audiobook") }
    /// The reading settings of a book or an audiobook.
    public var settings: Entity { entity("settings", "Book Settings") }
  }

  /// The books domain's enumerations.
  public struct BooksEnum: Sendable {
    private func enumeration(_ name: String, _ title: LocalizedStringResource) -> Enum {
      Enum(domain: "books", name: name, title: title)
    }

    /// The kind of content: a book, an audiobook …
    public var contentType: Enum { enumeration("contentType", "Book Content Type") }
    /// A font to read in.
    public var font: Enum { enumeration("font", "Book Font") }
    /// A font size to read in.
    public var fontSize: Enum { enumeration("fontSize", "Book Font Size") }
    /// Next or previous.
    public var navigationDirection: Enum {
      enumeration("navigationDirection", "Book Navigation Direction")
    }
    /// Turning pages or scrolling through them.
    public var pageNavigationSetting: Enum {
      enumeration("pageNavigationSetting", "Book Page Navigation Setting")
    }
    /// Wider or narrower character spacing.
    public var relativeCharacterSpacingChange: Enum {
      enumeration("relativeCharacterSpacingChange", "Book Relative Character Spacing Change")
    }
    /// A larger or a smaller font.
    public var relativeFontChange: Enum {
      enumeration("relativeFontChange", "Book Relative Font Change")
    }
    /// Wider or narrower line spacing.
    public var relativeLineSpacingChange: Enum {
      enumeration("relativeLineSpacingChange", "Book Relative Line Spacing Change")
    }
    /// A colour theme to read in.
    public var theme: Enum { enumeration("theme", "Book Theme") }
  }
}

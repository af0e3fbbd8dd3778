import OpenAppIntents

/// The library's App Shortcuts: the session's `LibraryAppShortcuts`, with the port's phrases.
///
/// The session's one phrase, "Open Currently Reading", does not name the app, which Xcode
/// rejects; the port opens any shelf with the shelf as a parameter and names the app in every
/// phrase (shared/reference/apps.md §2).
public struct LibraryAppShortcuts: AppShortcutsProvider {
  public static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenShelf(),
      phrases: [
        "Open \(\.$shelf) in \(.applicationName)",
        "Show my \(\.$shelf) shelf in \(.applicationName)",
      ],
      shortTitle: "Open Shelf",
      systemImageName: "books.vertical.fill"
    )
    AppShortcut(
      intent: OpenBook(),
      phrases: ["Open \(\.$book) in \(.applicationName)"],
      shortTitle: "Open Book",
      systemImageName: "book"
    )
    AppShortcut(
      intent: AddBook(),
      phrases: ["Add a book to \(.applicationName)"],
      shortTitle: "Add Book",
      systemImageName: "plus"
    )
    AppShortcut(
      intent: BuyBook(),
      phrases: [
        "Buy \(\.$book) from \(.applicationName)",
        "Buy a book in \(.applicationName)",
      ],
      shortTitle: "Buy Book",
      systemImageName: "cart"
    )
  }
}

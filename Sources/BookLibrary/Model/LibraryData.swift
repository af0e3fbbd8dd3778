import Foundation

/// The library a fresh install starts with: fifteen real books on made-up shelves.
///
/// Invented for the SiriSim port (Apple published no data for the session): real titles,
/// authors and first-publication years; the shelves and read dates are made up.
public enum LibraryData {
  /// The books, in shelf order.
  public static let books: [Book] = rows.enumerated().map { index, row in
    Book(
      id: identifier(index + 1), title: row.title, authorName: row.author,
      datePublished: day(row.year, 1, 1), dateRead: row.read.flatMap(isoDay),
      shelf: row.shelf)
  }

  /// Title, author, year first published, shelf, and the day it was read (`nil`: not yet).
  private static let rows:
    [(title: String, author: String, year: Int, shelf: Shelf, read: String?)] = [
      ("Dune", "Frank Herbert", 1965, .currentlyReading, nil),
      ("Frankenstein", "Mary Shelley", 1818, .currentlyReading, nil),
      ("The Left Hand of Darkness", "Ursula K. Le Guin", 1969, .currentlyReading, nil),
      ("One Hundred Years of Solitude", "Gabriel García Márquez", 1967, .wantToRead, nil),
      ("Sense and Sensibility", "Jane Austen", 1811, .wantToRead, nil),
      ("Moby-Dick", "Herman Melville", 1851, .wantToRead, nil),
      ("Jane Eyre", "Charlotte Brontë", 1847, .wantToRead, nil),
      ("To Kill a Mockingbird", "Harper Lee", 1960, .wantToRead, nil),
      ("The Oregon Trail", "Francis Parkman", 1849, .wantToRead, nil),
      ("Pride and Prejudice", "Jane Austen", 1813, .read, "2025-01-12"),
      ("The Great Gatsby", "F. Scott Fitzgerald", 1925, .read, "2025-03-02"),
      ("Heart of Darkness", "Joseph Conrad", 1899, .read, "2025-04-20"),
      ("Wuthering Heights", "Emily Brontë", 1847, .read, "2025-06-08"),
      ("Little Women", "Louisa May Alcott", 1868, .read, "2025-08-15"),
      ("The Secret Garden", "Frances Hodgson Burnett", 1911, .read, "2025-10-01"),
    ]

  /// A fixed identifier per bundled book, so saved shortcuts and tests name the same book.
  static func identifier(_ number: Int) -> UUID {
    let digits = String(number, radix: 16)
    let tail = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    return UUID(uuidString: "B00C0000-0000-4000-8000-\(tail)") ?? UUID()
  }

  /// Midnight UTC on a day.
  static func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
    var components = DateComponents()
    components.year = year
    components.month = month
    components.day = day
    return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
  }

  private static func isoDay(_ text: String) -> Date? {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    return day(parts[0], parts[1], parts[2])
  }

  /// The Gregorian calendar in UTC: publishing and read dates are days, not moments.
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }()
}

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

  private struct Row {
    let title: String
    let author: String
    let year: Int
    let shelf: Shelf
    let read: String?
  }

  private static let rows: [Row] = [
    Row(title: "Dune", author: "Frank Herbert", year: 1965, shelf: .currentlyReading, read: nil),
    Row(
      title: "Frankenstein", author: "Mary Shelley", year: 1818, shelf: .currentlyReading,
      read: nil),
    Row(
      title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", year: 1969,
      shelf: .currentlyReading, read: nil),
    Row(
      title: "One Hundred Years of Solitude", author: "Gabriel García Márquez", year: 1967,
      shelf: .wantToRead, read: nil),
    Row(
      title: "Sense and Sensibility", author: "Jane Austen", year: 1811, shelf: .wantToRead,
      read: nil),
    Row(title: "Moby-Dick", author: "Herman Melville", year: 1851, shelf: .wantToRead, read: nil),
    Row(title: "Jane Eyre", author: "Charlotte Brontë", year: 1847, shelf: .wantToRead, read: nil),
    Row(
      title: "To Kill a Mockingbird", author: "Harper Lee", year: 1960, shelf: .wantToRead,
      read: nil),
    Row(
      title: "The Oregon Trail", author: "Francis Parkman", year: 1849, shelf: .wantToRead,
      read: nil),
    Row(
      title: "Pride and Prejudice", author: "Jane Austen", year: 1813, shelf: .read,
      read: "2025-01-12"),
    Row(
      title: "The Great Gatsby", author: "F. Scott Fitzgerald", year: 1925, shelf: .read,
      read: "2025-03-02"),
    Row(
      title: "Heart of Darkness", author: "Joseph Conrad", year: 1899, shelf: .read,
      read: "2025-04-20"),
    Row(
      title: "Wuthering Heights", author: "Emily Brontë", year: 1847, shelf: .read,
      read: "2025-06-08"),
    Row(
      title: "Little Women", author: "Louisa May Alcott", year: 1868, shelf: .read,
      read: "2025-08-15"),
    Row(
      title: "The Secret Garden", author: "Frances Hodgson Burnett", year: 1911, shelf: .read,
      read: "2025-10-01"),
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

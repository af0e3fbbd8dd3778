import Foundation

/// A book as the library stores it: plain values a person can read in SiriSim's store.
///
/// SiriSim-only (the session's app keeps its books in its own database). The shelf is kept by
/// its raw value, so a shelf the app no longer has is reported rather than guessed.
struct BookRecord: Codable, Sendable, Equatable {
  var id: UUID
  var title: String
  var authorName: String
  var datePublished: Date
  var dateRead: Date?
  var shelf: String
  var recommendedBy: String?

  /// The record of a book.
  init(_ book: Book) {
    id = book.id
    title = book.title
    authorName = book.authorName
    datePublished = book.datePublished
    dateRead = book.dateRead
    shelf = book.shelf.rawValue
    recommendedBy = book.recommendedBy
  }

  /// The book the record stands for.
  ///
  /// - Throws: ``BookRecordError`` when the shelf is not one the library has.
  func book() throws(BookRecordError) -> Book {
    guard let shelf = Shelf(rawValue: shelf) else {
      throw BookRecordError(message: "“\(shelf)” is not a shelf")
    }
    return Book(
      id: id, title: title, authorName: authorName, datePublished: datePublished,
      dateRead: dateRead, shelf: shelf, recommendedBy: recommendedBy)
  }
}

/// Why a stored book record does not stand for a book.
struct BookRecordError: Error, Sendable, CustomStringConvertible {
  /// What is wrong with the record.
  var message: String

  var description: String { message }
}

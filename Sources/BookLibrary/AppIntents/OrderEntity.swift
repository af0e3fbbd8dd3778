import Foundation
import OpenAppIntents

/// An order of copies of a book: BuyBook's result (the session names the type, not its
/// members).
public struct OrderEntity: TransientAppEntity {
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Order"

  /// The book ordered.
  @Property(title: "Book")
  public var book: BookEntity

  /// How many copies.
  @Property(title: "Count")
  public var count: Int

  public var displayRepresentation: DisplayRepresentation {
    // `init()` leaves the properties empty (the runtime may make one to read the type).
    guard let book = $book.anyValue as? BookEntity, let count = $count.anyValue as? Int else {
      return DisplayRepresentation(title: "No order")
    }
    return DisplayRepresentation(title: "\(count) × \(book.title)")
  }

  public init() {}

  /// An order of `count` copies of `book`.
  public init(book: BookEntity, count: Int) {
    self.book = book
    self.count = count
  }
}

/// What Book Library and Siri say in these tests.
enum LibraryText {
  static let wantToRead =
    "Want to Read — One Hundred Years of Solitude, Sense and Sensibility, Moby-Dick, Jane Eyre, To Kill a Mockingbird, The Oregon Trail"
  static let currentlyReading = "Currently Reading — Dune, Frankenstein, The Left Hand of Darkness"
  static let whatTitle = "What's the title?"
  static let whoWrote = "Who wrote the book?"
  static let notFound = "Book Not Found"
  static let readyToOrder = "Are you ready to order?"
  static let thanks = "Thank you for your order!"
}

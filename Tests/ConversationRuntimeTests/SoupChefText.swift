/// The exact texts Soup Chef and Siri say in these tests.
enum SoupChefText {
  static let whichSoup = "Which soup?"
  static let whichStore = "Which store location?"
  static let deliveryPrompt = "Where would you like your order delivered?"
  static let cancelled = "Cancelled."
  static let orderCancelled = "OK, Order Cancelled"
  static let clamChowderTotal = "Your total is $3.75. ready to order?"
  static let clamChowderSuccess =
    "Your total is $3.75. Your New England Clam Chowder order will be ready in 10 minutes."
  static let gaveUp =
    "Sorry, I still didn't get that, so I've stopped. Try again when you're ready."
  static let clamChowders = ["Manhattan Clam Chowder", "New England Clam Chowder"]
  static let stores = ["Ferry Building", "Civic Center"]
}

#if canImport(AppIntents)
  import AppIntents
  import CoreTransferable
#else
  import OpenAppIntents
#endif

/// A receipt shared with another app: as JSON (its record, which imports back), or as the
/// line of plain text a person pastes.
extension OrderReceipt: Transferable {
  public static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation { (receipt: OrderReceipt) in
      Record(
        drink: receipt.drink?.id, size: receipt.size.rawValue, cafe: receipt.cafe,
        number: receipt.number)
    } importing: { (record: Record) in
      try OrderReceipt(record)
    }
    DataRepresentation(exportedContentType: .utf8PlainText) { (receipt: OrderReceipt) in
      Data(receipt.text.utf8)
    }
  }

  /// What a receipt is as JSON: the drink's identifier, the size's raw value, the café.
  public struct Record: Codable, Sendable, Transferable {
    public var drink: String?
    public var size: String
    public var cafe: String
    public var number: Int?

    public static var transferRepresentation: some TransferRepresentation {
      CodableRepresentation(contentType: .json)
    }
  }

  /// A receipt a record describes; throws when the drink or the size is not Coffee Corner's.
  init(_ record: Record) throws {
    guard let size = DrinkSize(rawValue: record.size) else {
      throw ReceiptImportError(message: "“\(record.size)” is not a size.")
    }
    var drink: DrinkEntity?
    if let id = record.drink {
      guard let found = Menu.drinks.first(where: { $0.id == id }) else {
        throw ReceiptImportError(message: "“\(id)” is not on the menu.")
      }
      drink = DrinkEntity(found)
    }
    self.init()
    self.drink = drink
    self.size = size
    self.cafe = record.cafe
    self.number = record.number
  }

  /// "Large Flat White at Market Square, order 101".
  var text: String {
    let drinkName = drink?.name ?? "no drink"
    let order = number.map { ", order \($0)" } ?? ""
    return "\(size.rawValue.capitalized) \(drinkName) at \(cafe)\(order)"
  }
}

/// A receipt's JSON that does not describe a Coffee Corner order.
struct ReceiptImportError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

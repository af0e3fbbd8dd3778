#if canImport(AppIntents)
  import AppIntents
  import CoreTransferable
#else
  import OpenAppIntents
#endif

/// A drink shared with another app as its name (plain text); text naming a drink on the menu
/// imports as that drink.
extension DrinkEntity: Transferable {
  public static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation { (drink: DrinkEntity) in
      drink.name
    } importing: { (name: String) in
      guard let drink = Menu.drinks(matching: name).first else {
        throw ReceiptImportError(message: "No drink on the menu is called “\(name)”.")
      }
      return DrinkEntity(drink)
    }
  }
}

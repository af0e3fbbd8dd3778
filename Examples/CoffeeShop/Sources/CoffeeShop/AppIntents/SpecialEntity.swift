#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// A café's special, such as Harbor Street's Maple Cortado.
public struct SpecialEntity: AppEntity {
  public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Special")
  public static let defaultQuery = SpecialQuery()

  public var id: String
  public var name: String
  public var price: Int

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)", subtitle: "\(Menu.price(price))")
  }

  init(_ special: Special) {
    id = special.id
    name = special.name
    price = special.price
  }
}

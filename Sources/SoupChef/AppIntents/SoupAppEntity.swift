import OpenAppIntents

/// A soup, as App Intents sees it.
public struct SoupAppEntity: AppEntity {
  public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Soup")
  public static let defaultQuery = SoupAppEntityQuery()

  public var id: String
  public var displayString: String
  public var imageName: String
  public var description: String

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(displayString)", subtitle: "\(description)", image: .init(named: imageName))
  }

  /// The entity for a menu item.
  public init(_ menuItem: MenuItem) {
    id = menuItem.id.rawValue
    displayString = menuItem.localizedName
    imageName = menuItem.iconImageName
    description = menuItem.localizedItemDescription
  }

  /// Finds soups. Its string search includes the secret item, which is never suggested.
  public struct SoupAppEntityQuery: EntityStringQuery {
    public init() {}

    public func entities(for identifiers: [SoupAppEntity.ID]) async throws -> [SoupAppEntity] {
      let soupMenuManager = SoupMenuManager()
      return identifiers.compactMap { identifier in
        soupMenuManager.findItem(by: identifier).map(SoupAppEntity.init)
      }
    }

    public func entities(matching string: String) async throws -> IntentItemCollection<
      SoupAppEntity
    > {
      let items: [SoupAppEntity] = try await entities(matching: string)
      return ItemCollection {
        ItemSection<SoupAppEntity>(
          title: "Regulars",
          items: items.map {
            IntentItem<SoupAppEntity>(
              $0, title: $0.localizedStringResource, image: $0.displayRepresentation.image)
          })
      }
    }

    public func entities(matching string: String) async throws -> [SoupAppEntity] {
      SoupMenuManager().findItems(
        exactlyMatching: [.available, .regularItem], [.available, .dailySpecialItem],
        [.available, .secretItem], searchTerm: string
      ).map(SoupAppEntity.init)
    }

    public func suggestedEntities() async throws -> IntentItemCollection<SoupAppEntity> {
      let soupMenuManager = SoupMenuManager()

      // Only adopt `EntityStringQuery` for searching large catalogs, not for small static collections.
      // The Shortcuts app supports filtering of small collections by default.
      let availableRegularItems = soupMenuManager.findItems(
        exactlyMatching: [.available, .regularItem])
      let availableDailySpecialItems = soupMenuManager.findItems(
        exactlyMatching: [.available, .dailySpecialItem])

      return ItemCollection {
        ItemSection<SoupAppEntity>(
          items:
            availableRegularItems.map {
              IntentItem<SoupAppEntity>(
                SoupAppEntity($0),
                title: SoupAppEntity($0).localizedStringResource,
                image: SoupAppEntity($0).displayRepresentation.image)
            }
        )
        ItemSection<SoupAppEntity>(
          title: "Specials",
          items: availableDailySpecialItems.map {
            IntentItem<SoupAppEntity>(
              SoupAppEntity($0),
              title: SoupAppEntity($0).localizedStringResource,
              image: SoupAppEntity($0).displayRepresentation.image)
          }
        )
      }
    }
  }
}

extension IntentDefinitions {
  /// Definitions of one kind (intents, entities or enums), looked up by type name.
  public struct DefinitionCollection<Definition>: Sendable {
    private let make: @Sendable (String) -> Definition

    init(_ make: @escaping @Sendable (String) -> Definition) {
      self.make = make
    }

    /// The definition of the type with this name, such as "OrderSoup". A name the app does not
    /// declare is reported when the definition is used.
    public subscript(typeIdentifier: String) -> Definition {
      make(typeIdentifier)
    }
  }
}

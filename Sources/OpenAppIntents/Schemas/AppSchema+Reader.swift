// The reader domain (iOS 18): documents and their pages. Its entities and enumeration are
// here, for apps that describe their files as documents (`@AppEntity(schema: .reader.document)`);
// their members are not listed, so `sirisim schemas` requires none, and its actions (opening,
// rotating, searching documents) are not here yet.

extension AppSchemaEntity where Self == AppSchema.Entity {
  /// The reader domain's entities: documents and pages.
  public static var reader: AppSchema.ReaderEntity { AppSchema.ReaderEntity() }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
  /// The reader domain's enumerations.
  public static var reader: AppSchema.ReaderEnum { AppSchema.ReaderEnum() }
}

extension AppSchema {
  /// The reader domain's entities.
  public struct ReaderEntity: Sendable {
    /// A document.
    public var document: Entity {
      Entity(domain: "reader", name: "document", title: "Document", properties: [])
    }
    /// A page of a document.
    public var page: Entity {
      Entity(domain: "reader", name: "page", title: "Page", properties: [])
    }
  }

  /// The reader domain's enumerations.
  public struct ReaderEnum: Sendable {
    /// The kind of file a document is, such as an image or a PDF.
    public var documentKind: Enum {
      Enum(domain: "reader", name: "documentKind", title: "Document Kind")
    }
  }
}

// The schema domains SiriSim knows: those Apple's published samples and SiriSim's example use
// (photos, system, visual intelligence). Each action lists the members Apple's schema requires
// and a small family of phrases in the domain's own words (documented in docs/your-app.md).

extension AppSchemaIntent where Self == AppSchema.Intent {
  /// The photos domain's actions: albums and assets.
  public static var photos: AppSchema.PhotosIntent { AppSchema.PhotosIntent() }
  /// The system domain's actions: searching an app.
  public static var system: AppSchema.SystemIntent { AppSchema.SystemIntent() }
  /// Visual intelligence's actions: continuing an image search in the app.
  public static var visualIntelligence: AppSchema.VisualIntelligenceIntent {
    AppSchema.VisualIntelligenceIntent()
  }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
  /// The photos domain's entities.
  public static var photos: AppSchema.PhotosEntity { AppSchema.PhotosEntity() }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
  /// The photos domain's enumerations.
  public static var photos: AppSchema.PhotosEnum { AppSchema.PhotosEnum() }
}

extension AppSchema {
  /// The photos domain's actions.
  public struct PhotosIntent: Sendable {
    private func intent(
      _ name: String, _ title: LocalizedStringResource, _ parameters: [Member],
      _ phrases: [String]
    ) -> Intent {
      Intent(domain: "photos", name: name, title: title, parameters: parameters, phrases: phrases)
    }

    /// Creates an album with a name.
    public var createAlbum: Intent {
      intent(
        "createAlbum", "Create Album", [Member("name", "String")],
        [
          "Create an album called ${name} in ${applicationName}",
          "Make a new ${applicationName} album named ${name}",
        ])
    }
    /// Opens an album.
    public var openAlbum: Intent {
      intent(
        "openAlbum", "Open Album", [Member("target", "photos.album")],
        [
          "Open the ${target} album in ${applicationName}",
          "Show my ${target} album in ${applicationName}",
        ])
    }
    /// Renames an album.
    public var updateAlbum: Intent {
      intent(
        "updateAlbum", "Update Album",
        [Member("target", "photos.album"), Member("name", "String")],
        ["Rename the ${target} album in ${applicationName}"])
    }
    /// Deletes albums.
    public var deleteAlbum: Intent {
      intent(
        "deleteAlbum", "Delete Album", [Member("entities", "[photos.album]")],
        ["Delete an album in ${applicationName}"])
    }
    /// Adds assets to an album.
    public var addAssetsToAlbum: Intent {
      intent(
        "addAssetsToAlbum", "Add Assets to Album",
        [Member("assets", "[photos.asset]"), Member("album", "photos.album")],
        ["Add photos to the ${album} album in ${applicationName}"])
    }
    /// Removes assets from an album.
    public var removeAssetsFromAlbum: Intent {
      intent(
        "removeAssetsFromAlbum", "Remove Assets from Album",
        [Member("assets", "[photos.asset]"), Member("album", "photos.album")],
        ["Remove photos from the ${album} album in ${applicationName}"])
    }
    /// Creates assets from files.
    public var createAssets: Intent {
      intent(
        "createAssets", "Create Assets", [Member("files", "[IntentFile]")],
        ["Add a photo to ${applicationName}"])
    }
    /// Opens an asset.
    public var openAsset: Intent {
      intent(
        "openAsset", "Open Asset", [Member("target", "photos.asset")],
        ["Show the photo ${target} in ${applicationName}"])
    }
    /// Changes assets: their name, whether they are hidden or favorites.
    public var updateAsset: Intent {
      intent(
        "updateAsset", "Update Asset",
        [
          Member("target", "[photos.asset]"), Member("name", "String", optional: true),
          Member("isHidden", "Bool", optional: true),
          Member("isFavorite", "Bool", optional: true),
        ],
        ["Edit a photo in ${applicationName}"])
    }
    /// Deletes assets.
    public var deleteAssets: Intent {
      intent(
        "deleteAssets", "Delete Assets", [Member("entities", "[photos.asset]")],
        ["Delete a photo in ${applicationName}"])
    }
    /// Searches the library.
    public var search: Intent {
      intent(
        "search", "Search Photos", [Member("criteria", "StringSearchCriteria")],
        [
          "Search ${applicationName} for ${criteria}",
          "Find photos of ${criteria} in ${applicationName}",
        ])
    }
  }

  /// The system domain's actions.
  public struct SystemIntent: Sendable {
    /// Searches the app's content for a term (a `ShowInAppSearchResultsIntent`).
    public var search: Intent {
      Intent(
        domain: "system", name: "search", title: "Search",
        parameters: [Member("criteria", "StringSearchCriteria")],
        phrases: [
          "Search ${applicationName} for ${criteria}",
          "Search for ${criteria} in ${applicationName}",
          "Find ${criteria} in ${applicationName}",
          "Look up ${criteria} in ${applicationName}",
        ])
    }
  }

  /// Visual intelligence's actions.
  public struct VisualIntelligenceIntent: Sendable {
    /// Shows the app's results for what the camera or a screenshot shows. Visual intelligence
    /// starts it, never a phrase.
    public var semanticContentSearch: Intent {
      Intent(
        domain: "visualIntelligence", name: "semanticContentSearch",
        title: "Semantic Content Search",
        parameters: [Member("semanticContent", "SemanticContentDescriptor")], phrases: [])
    }
  }

  /// The photos domain's entities.
  public struct PhotosEntity: Sendable {
    /// A photo album.
    public var album: Entity {
      Entity(
        domain: "photos", name: "album", title: "Album",
        properties: [
          Member("name", "String"), Member("creationDate", "Date", optional: true),
          Member("albumType", "photos.albumType"),
        ])
    }
    /// A photo or a video.
    public var asset: Entity {
      Entity(
        domain: "photos", name: "asset", title: "Asset",
        properties: [
          Member("title", "String", optional: true),
          Member("creationDate", "Date", optional: true),
          Member("location", "CLPlacemark", optional: true),
          Member("assetType", "photos.assetType", optional: true),
          Member("isFavorite", "Bool"), Member("isHidden", "Bool"),
          Member("hasSuggestedEdits", "Bool"),
        ])
    }
  }

  /// The photos domain's enumerations.
  public struct PhotosEnum: Sendable {
    /// The kind of an album.
    public var albumType: Enum { Enum(domain: "photos", name: "albumType", title: "Album Type") }
    /// Whether an asset is a photo or a video.
    public var assetType: Enum { Enum(domain: "photos", name: "assetType", title: "Asset Type") }
  }
}

extension AppIntentError {
  /// An error that ends the intent, with what Siri says.
  private static func ending(_ description: String) -> AppIntentError {
    AppIntentError(reason: .unrecoverable, description: description)
  }

  /// Errors with no immediate remedy: Siri says what went wrong and the intent ends.
  public enum Unrecoverable {
    /// No app entity matched the search criteria.
    public static let entityNotFound = ending("No matching item was found.")
    /// The feature is restricted (Screen Time, a device profile or similar).
    public static let featureCurrentlyRestricted = ending("This feature is currently restricted.")
    /// The person needs to be connected to the internet.
    public static let networkFailure = ending("You need to be connected to the internet.")
    /// The action isn't allowed.
    public static let notAllowed = ending("This action isn't allowed.")
    /// Not every action was completed.
    public static let partialFailure = ending("Not every action was completed.")
    /// Something went wrong.
    public static let unknown = ending("Something went wrong.")
    /// The feature isn't supported on this device.
    public static let unsupportedOnDevice = ending("This feature isn't supported on this device.")
  }

  /// Errors saying the app lacks a permission the person has to grant; the intent ends.
  public enum PermissionRequired {
    /// The person needs to allow the app to use Bluetooth.
    public static let bluetooth = ending("The app needs access to Bluetooth.")
    /// The person needs to allow the app to access contacts.
    public static let contacts = ending("The app needs access to your contacts.")
    /// The person needs to allow the app to use the local network.
    public static let localNetwork = ending("The app needs access to the local network.")
    /// The person needs to allow the app to access the photo library.
    public static let photos = ending("The app needs access to your photos.")
    /// The person needs to allow the app to use Siri.
    public static let siri = ending("The app needs access to Siri.")

    /// The person needs to allow the app to know their location, precisely or approximately.
    public static func location(precise: Bool = false) -> AppIntentError {
      ending(
        precise
          ? "The app needs access to your precise location."
          : "The app needs access to your location.")
    }
  }
}

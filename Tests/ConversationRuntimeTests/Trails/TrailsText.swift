/// The exact texts Trails and Siri say in these tests (Apple's sample's words).
enum TrailsText {
  static let halfDomeFull =
    "The latest conditions reported for Half Dome Trail indicate: Closed for the season."
  static let conditionsSupporting = "Here's the latest information on trail conditions."
  static let dayPassQuestion = "Are you sure you want to purchase a day pass for $6.50?"
  static let dayPassActive = "Your trail day pass is active."
  static let dayPassCanceled = "Your purchase was canceled."
  static let notTracking = "Not currently tracking an activity."
  static let nextManeuver =
    "Turn right in 300 m to return to the parking lot and complete your activity."
  static let whatActivity = "What activity would you like to do?"
  static let notLoggedIn =
    "You aren't logged in. Tap the Continue button to open the app and log in."
  static let provideLocation = "Please provide a location."
  static let favorites = [
    "Devil's Slide Trail", "Vernal Falls Trail", "Thunder Mountain Trail", "McWay Falls Trail",
    "Ojai Valley Trail",
  ]
}

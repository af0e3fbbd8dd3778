extension ConfirmationActionName {
  /// "Add" (adding data, such as a health sample).
  public static let addData = ConfirmationActionName(title: "Add")
  /// "Create".
  public static let create = ConfirmationActionName(title: "Create")
  /// "Download".
  public static let download = ConfirmationActionName(title: "Download")
  /// "Filter".
  public static let filter = ConfirmationActionName(title: "Filter")
  /// "Find".
  public static let find = ConfirmationActionName(title: "Find")
  /// "Get".
  public static let get = ConfirmationActionName(title: "Get")
  /// "Play".
  public static let play = ConfirmationActionName(title: "Play")
  /// "Play" (a sound).
  public static let playSound = ConfirmationActionName(title: "Play")
  /// "Share".
  public static let share = ConfirmationActionName(title: "Share")
  /// "Start" (navigation).
  public static let startNavigation = ConfirmationActionName(title: "Start")
  /// "Turn Off".
  public static let turnOff = ConfirmationActionName(title: "Turn Off")
  /// "Turn On".
  public static let turnOn = ConfirmationActionName(title: "Turn On")
  /// "View".
  public static let view = ConfirmationActionName(title: "View")
}

extension AppIntent {
  /// By default an intent runs without authentication, even when the device is locked, as
  /// Apple documents.
  public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
}

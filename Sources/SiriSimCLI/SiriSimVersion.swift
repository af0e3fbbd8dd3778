/// The version `sirisim --version` prints; the one place it is written.
enum SiriSimVersion {
  /// The version, such as "0.11.0".
  static let current = "0.13.0"
}

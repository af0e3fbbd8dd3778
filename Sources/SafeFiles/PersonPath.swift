#if canImport(Glibc)
  import Glibc
#endif

/// Paths a person types: `~` read as a shell reads it, from `$HOME`.
public enum PersonPath {
  /// The path with a leading `~` or `~/` replaced by the home folder (``home(environment:)``);
  /// `~user/…` is the named account's home. Any other path is returned as it is.
  public static func expandingTilde(in path: String, environment: [String: String]) -> String {
    guard path.hasPrefix("~") else { return path }
    if path == "~" { return home(environment: environment) }
    if path.hasPrefix("~/") {
      let home = home(environment: environment)
      return (home.hasSuffix("/") ? String(home.dropLast()) : home) + path.dropFirst()
    }
    let rest = path.dropFirst()
    let user = String(rest.prefix { $0 != "/" })
    guard let entry = getpwnam(user), let directory = entry.pointee.pw_dir else { return path }
    return String(cString: directory) + rest.dropFirst(user.count)
  }

  /// The home folder: `$HOME` when set, else the account's from the password database (which
  /// `HOME=/tmp/h sirisim …` must not bypass, so it is only the fallback).
  public static func home(environment: [String: String]) -> String {
    if let home = environment["HOME"], !home.isEmpty { return home }
    if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
      return String(cString: directory)
    }
    return "/"
  }
}

import Foundation
import SafeFiles

/// Where the store lives: a file, or memory only.
public enum StoreLocation: Sendable, Equatable, CustomStringConvertible {
  /// A SQLite file, made with its folder when missing.
  case file(URL)
  /// Nothing on disk: everything is forgotten when the process ends (`--store :memory:`).
  case memory

  /// The value `--store` takes for memory.
  public static let memoryName = ":memory:"

  /// The location a `--store` value names: `:memory:`, or a path (a leading `~` is `$HOME`, as
  /// for the default location).
  public init(
    option: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    if option == Self.memoryName {
      self = .memory
    } else {
      self = .file(URL(fileURLWithPath: Self.expandingTilde(in: option, environment: environment)))
    }
  }

  /// The path with a leading `~` read from `$HOME` (``PersonPath``).
  public static func expandingTilde(in path: String, environment: [String: String]) -> String {
    PersonPath.expandingTilde(in: path, environment: environment)
  }

  /// The default: `$XDG_DATA_HOME/sirisim/sirisim.sqlite`, else
  /// `~/.local/share/sirisim/sirisim.sqlite`.
  public static func defaultLocation(environment: [String: String]) -> StoreLocation {
    let base: URL
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      base = URL(fileURLWithPath: data)
    } else {
      base = URL(fileURLWithPath: PersonPath.home(environment: environment)).appendingPathComponent(
        ".local/share")
    }
    return .file(base.appendingPathComponent("sirisim/sirisim.sqlite"))
  }

  /// The file's path, or `:memory:`.
  public var description: String {
    switch self {
    case .file(let url): return url.path
    case .memory: return Self.memoryName
    }
  }
}

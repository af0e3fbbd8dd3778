import Foundation

/// Where the store lives: a file, or memory only.
public enum StoreLocation: Sendable, Equatable, CustomStringConvertible {
  /// A SQLite file, made with its folder when missing.
  case file(URL)
  /// Nothing on disk: everything is forgotten when the process ends (`--store :memory:`).
  case memory

  /// The value `--store` takes for memory.
  public static let memoryName = ":memory:"

  /// The location a `--store` value names: `:memory:`, or a path (`~` expanded).
  public init(option: String) {
    if option == Self.memoryName {
      self = .memory
    } else {
      self = .file(URL(fileURLWithPath: NSString(string: option).expandingTildeInPath))
    }
  }

  /// The default: `$XDG_DATA_HOME/sirisim/sirisim.sqlite`, else
  /// `~/.local/share/sirisim/sirisim.sqlite`.
  public static func defaultLocation(environment: [String: String]) -> StoreLocation {
    let base: URL
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      base = URL(fileURLWithPath: data)
    } else {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      base = URL(fileURLWithPath: home).appendingPathComponent(".local/share")
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

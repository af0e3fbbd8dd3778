import Foundation

extension CommandSandbox {
  /// Every subcommand the executable's help lists, a group's as its leaves (`shortcuts add`), so
  /// a table of cases can be checked against them.
  ///
  /// Read from swift-argument-parser's `--experimental-dump-help`, the whole command tree as
  /// JSON from one run, instead of a run of `--help` for each subcommand.
  public func listedSubcommands() throws -> [String] {
    let run = try run(["--experimental-dump-help"])
    let dump = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    guard let root = dump as? [String: Any], let command = root["command"] as? [String: Any]
    else { throw ListingError(output: run.output) }
    return Self.leaves(of: command, named: [])
  }

  /// The shown leaves under a command of the dump, each with the names above it.
  private static func leaves(of command: [String: Any], named path: [String]) -> [String] {
    let subcommands = command["subcommands"] as? [[String: Any]] ?? []
    return subcommands.flatMap { subcommand -> [String] in
      guard subcommand["shouldDisplay"] as? Bool ?? true,
        let name = subcommand["commandName"] as? String
      else { return [] }
      let children = leaves(of: subcommand, named: path + [name])
      return children.isEmpty ? [(path + [name]).joined(separator: " ")] : children
    }
  }

  /// The help dump was not the JSON swift-argument-parser writes.
  struct ListingError: Error, CustomStringConvertible {
    let output: String
    var description: String { "--experimental-dump-help wrote no command tree:\n\(output)" }
  }
}

import ArgumentParser
import Foundation
import SafeFiles
import SiriStore

/// `--store PATH`: where SiriSim remembers donations, Add to Siri shortcuts and the apps' data.
struct StoreOption: ParsableArguments {
  @Option(
    name: .customLong("store"),
    help: ArgumentHelp(
      "The SQLite file SiriSim remembers donations, Add to Siri shortcuts and the apps' data in, or :memory: for nothing. Default: $XDG_DATA_HOME/sirisim/sirisim.sqlite (~/.local/share/sirisim/sirisim.sqlite).",
      valueName: "path"),
    completion: .file(extensions: ["sqlite"]))
  var path: String?

  /// Where the store is: the option, else the default.
  var location: StoreLocation {
    let environment = ProcessInfo.processInfo.environment
    return path.map { StoreLocation(option: $0, environment: environment) }
      ?? StoreLocation.defaultLocation(environment: environment)
  }

  /// Whether there is nothing stored to read: `--store :memory:`, or nothing at the store's path
  /// (a store opened for reading there is empty). A path that can't be reached is not
  /// nothing: opening it says why.
  var holdsNothing: Bool {
    switch location {
    case .memory: return true
    case .file(let url): return PathKind(path: url.path) == .missing
    }
  }

  /// Opens the store, for a command that needs it: a store that can't be opened ends the
  /// command with its message (exit 1).
  func open() throws -> SiriStore {
    do {
      return try SiriStore(location: location)
    } catch {
      Console.error("\(error)")
      throw ExitCode.failure
    }
  }

  /// Opens the store for a command that only reads (a listing, a search): the file is opened
  /// read-only and copied into memory, so nothing is written to it or beside it; a store that
  /// doesn't exist yet reads as empty and is not made; one that can't be opened ends the command with
  /// its message (exit 1).
  func openForReading() throws -> SiriStore {
    do {
      return try SiriStore(location: location, readOnly: true)
    } catch {
      Console.error("\(error)")
      throw ExitCode.failure
    }
  }

  /// ``openOrForget()`` for a command that only reads: a store that doesn't exist yet is not
  /// made.
  func openForReadingOrForget() -> SiriStore? {
    do {
      return try SiriStore(location: location, readOnly: true)
    } catch {
      Console.error("\(error) This session remembers nothing.")
      return try? SiriStore(location: .memory)
    }
  }

  /// Opens the store for a conversation: one that can't be opened is said on standard error
  /// and the session goes on remembering nothing.
  func openOrForget() -> SiriStore? {
    do {
      return try SiriStore(location: location)
    } catch {
      Console.error("\(error) This session remembers nothing.")
      return try? SiriStore(location: .memory)
    }
  }
}

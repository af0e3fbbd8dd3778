import ConversationRuntime
import ConversationTestSupport
import Foundation
import Locking
import OpenAppIntents
import SiriSimApp
import SiriStore
import Testing

/// A fresh folder under the system's temporary directory, removed by `remove()`.
final class TemporaryFolder: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("SiriStoreTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A path in the folder.
  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// Removes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// Values the store tests share.
enum StoreFixture {
  /// 2026-11-23T12:00:00Z, a Monday noon: the clock of every runtime and `sirisim` run here.
  static let now = TestClock.mondayNoon
  static let nowOption = "2026-11-23T12:00:00Z"
  static let environment = IntentEnvironment.fixed(now: now)

  static let tomatoSoup = SavedParameter(
    name: "soup", value: "Tomato Soup", entities: ["SoupAppEntity/tomatoSoup"])
  static let clamChowder = SavedParameter(
    name: "soup", value: "New England Clam Chowder",
    entities: ["SoupAppEntity/newEnglandClamChowder"])
  static let ferryBuilding = SavedParameter(name: "storeLocation", value: "Ferry Building")

  /// A donation of Soup Chef's Order Soup (or another intent), `minutes` after ``now``.
  static func donation(
    app: String = "Soup Chef", intent: String = "OrderSoup", title: String = "Order Soup",
    parameters: [SavedParameter] = [tomatoSoup, ferryBuilding], minutes: Double = 0,
    outcome: IntentDonation.Outcome = .completed
  ) -> IntentDonation {
    IntentDonation(
      id: UUID(), app: app, intent: intent, intentTitle: title, parameters: parameters,
      date: now.addingTimeInterval(minutes * 60), outcome: outcome)
  }

  /// A shortcut as Add to Siri saves it.
  static func shortcut(_ phrase: String, minutes: Double = 0) -> VoiceShortcut {
    VoiceShortcut(
      id: UUID(), invocationPhrase: phrase, app: "Soup Chef", intent: "OrderSoup",
      parameters: [tomatoSoup, ferryBuilding], created: now.addingTimeInterval(minutes * 60))
  }

  /// The file's bytes, or `nil` when there is no file.
  static func contents(of url: URL) -> Data? {
    FileManager.default.contents(atPath: url.path)
  }

  /// Makes a store at `url` holding one donation, closes it, and returns its bytes: what a
  /// refused store must still be afterwards.
  static func storeWithADonation(at url: URL) throws -> Data {
    do {
      let store = try SiriStore(location: .file(url))
      try store.donate(donation())
    }
    return try #require(contents(of: url))
  }

  /// `nil` when the file still holds `before`, else what changed: its size, and the pages
  /// (of 4 KB) that differ.
  static func unchanged(_ url: URL, from before: Data) -> String? {
    guard let after = contents(of: url) else { return "\(url.lastPathComponent) is gone" }
    guard after != before else { return nil }
    let page = 4096
    let pages = (0..<(max(after.count, before.count) + page - 1) / page).filter { index in
      let range = (index * page)..<((index + 1) * page)
      let a = after.count > range.lowerBound ? after[range.clamped(to: 0..<after.count)] : Data()
      let b = before.count > range.lowerBound ? before[range.clamped(to: 0..<before.count)] : Data()
      return a != b
    }
    return
      "\(url.lastPathComponent) changed: \(before.count) → \(after.count) bytes, pages \(pages.map { $0 + 1 }) differ"
  }

  /// Names of the files in a folder, sorted.
  static func names(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }
}

/// Why a `sirisim` process could not be run or did not do what a test waited for.
struct SiriSimProcessError: Error, CustomStringConvertible {
  var description: String
}

/// A real `sirisim` process, its standard input a pipe the test writes to and its output read
/// on threads of its own, so a full pipe never stops either side.
final class SiriSimProcess {
  /// The `sirisim` built next to the test bundle (`.build/debug/sirisim`).
  static func executable() throws -> URL {
    let runner =
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    var folder = runner.deletingLastPathComponent()
    // On Darwin the runner is inside the .xctest bundle; on Linux it is the bundle.
    while folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS"
      || folder.lastPathComponent == "Contents"
    {
      folder.deleteLastPathComponent()
    }
    let binary = folder.appendingPathComponent("sirisim")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      throw SiriSimProcessError(
        description:
          "No sirisim at \(binary.path): build it with `swift build --product sirisim` (`swift test` builds it too)."
      )
    }
    return binary
  }

  private let process: Process
  private let input: FileHandle
  private let output = StreamText()
  private let errors = StreamText()

  /// Starts `sirisim` with `arguments`.
  init(_ arguments: [String]) throws {
    process = Process()
    process.executableURL = try Self.executable()
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    input = stdin.fileHandleForWriting
    try process.run()
    output.read(stdout.fileHandleForReading)
    errors.read(stderr.fileHandleForReading)
  }

  var processIdentifier: Int32 { process.processIdentifier }
  /// Everything written to standard output so far.
  var standardOutput: String { output.text }
  /// Everything written to standard error so far.
  var standardError: String { errors.text }

  private var outputEnded: Bool { output.ended && errors.ended }

  /// Writes to the process's standard input.
  func send(_ text: String) throws {
    try input.write(contentsOf: Data(text.utf8))
  }

  /// Ends the process's standard input.
  func closeInput() {
    try? input.close()
  }

  /// How many times standard output says `marker`, once it says it at least `count` times.
  func waitForOutput(
    _ marker: String, count: Int, timeout: TimeInterval = 60
  ) async throws -> Int {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let seen = standardOutput.components(separatedBy: marker).count - 1
      if seen >= count { return seen }
      guard Date() < deadline, process.isRunning || !outputEnded else {
        throw SiriSimProcessError(
          description:
            "sirisim said “\(marker)” \(seen) times, not \(count), within \(timeout) s. Its standard error: \(standardError.suffix(2000)) Its output ends: \(standardOutput.suffix(2000))"
        )
      }
      try await Task.sleep(for: .milliseconds(2))
    }
  }

  /// Kills the process at once, as `kill -9` does.
  func killNine() {
    kill(process.processIdentifier, SIGKILL)
  }

  /// Waits for the process to end and for its output to be read.
  func waitForExit(timeout: TimeInterval = 60) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning || !outputEnded {
      guard Date() < deadline else {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        throw SiriSimProcessError(
          description:
            "sirisim did not end within \(timeout) s. Its standard error: \(standardError.suffix(2000)) Its output ends: \(standardOutput.suffix(2000))"
        )
      }
      try await Task.sleep(for: .milliseconds(10))
    }
    closeInput()
  }

  /// Whether it ended by SIGKILL.
  var wasKilled: Bool {
    !process.isRunning && process.terminationReason == .uncaughtSignal
      && process.terminationStatus == SIGKILL
  }

  /// Its exit status, once it has exited.
  var exitStatus: Int32? {
    process.isRunning || process.terminationReason != .exit ? nil : process.terminationStatus
  }
}

/// Text a thread reads from a pipe until it ends.
final class StreamText: Sendable {
  private let state = Locked((text: "", ended: false))

  var text: String { state.withLock { $0.text } }
  var ended: Bool { state.withLock { $0.ended } }

  /// Reads `handle` on a thread of its own until the end of the file.
  func read(_ handle: FileHandle) {
    Thread.detachNewThread {
      while true {
        let data = handle.availableData
        if data.isEmpty { break }
        let chunk = String(decoding: data, as: UTF8.self)
        self.state.withLock { $0.text += chunk }
      }
      self.state.withLock { $0.ended = true }
    }
  }
}

/// One Soup Chef order in `sirisim converse`: the utterance, the store and the confirmation.
let soupOrderRound = "order tomato soup from soup chef\nferry building\nyes\n"

/// What `sirisim converse` says when an order is placed.
let orderPlacedMarker = "order will be ready"

/// The arguments of `sirisim converse` over a store, with a stopped clock.
func converseArguments(store: URL) -> [String] {
  ["converse", "--store", store.path, "--now", StoreFixture.nowOption, "--locale", "en"]
}
